#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  require_graceful_fs
} from "./chunk-IIMBTC7R.js";
import {
  mergeLogs
} from "./chunk-LKXSXHTS.js";
import {
  readLog,
  readOlderEntries
} from "./chunk-P476LJMF.js";
import {
  cachedMessageTokens,
  canCount,
  contextTokenBound,
  contextTokens,
  isCounted,
  loadTokenizer,
  tokenizerLoaded,
  tokenizerRequested
} from "./chunk-PH4XEHJT.js";
import {
  INTERRUPTED_TOOL_RESULT,
  buildContext,
  repairToolPairs
} from "./chunk-B4WSINGS.js";
import {
  REWRITE_TRIES,
  appendLine,
  createSessionFile,
  entryProblem,
  fileStamp,
  readSessionFile,
  replaceIfUnchanged,
  serializeLine
} from "./chunk-EBJBY5JQ.js";
import {
  COVERING_ENTRY_TYPES,
  known
} from "./chunk-HRV54FJ4.js";
import {
  storageFailure
} from "./chunk-GGSRGHFL.js";
import {
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-I5QNXST4.js";

// node_modules/retry/lib/retry_operation.js
var require_retry_operation = __commonJS({
  "node_modules/retry/lib/retry_operation.js"(exports, module) {
    function RetryOperation(timeouts, options) {
      if (typeof options === "boolean") {
        options = { forever: options };
      }
      this._originalTimeouts = JSON.parse(JSON.stringify(timeouts));
      this._timeouts = timeouts;
      this._options = options || {};
      this._maxRetryTime = options && options.maxRetryTime || Infinity;
      this._fn = null;
      this._errors = [];
      this._attempts = 1;
      this._operationTimeout = null;
      this._operationTimeoutCb = null;
      this._timeout = null;
      this._operationStart = null;
      if (this._options.forever) {
        this._cachedTimeouts = this._timeouts.slice(0);
      }
    }
    module.exports = RetryOperation;
    RetryOperation.prototype.reset = function() {
      this._attempts = 1;
      this._timeouts = this._originalTimeouts;
    };
    RetryOperation.prototype.stop = function() {
      if (this._timeout) {
        clearTimeout(this._timeout);
      }
      this._timeouts = [];
      this._cachedTimeouts = null;
    };
    RetryOperation.prototype.retry = function(err) {
      if (this._timeout) {
        clearTimeout(this._timeout);
      }
      if (!err) {
        return false;
      }
      var currentTime = (/* @__PURE__ */ new Date()).getTime();
      if (err && currentTime - this._operationStart >= this._maxRetryTime) {
        this._errors.unshift(new Error("RetryOperation timeout occurred"));
        return false;
      }
      this._errors.push(err);
      var timeout = this._timeouts.shift();
      if (timeout === void 0) {
        if (this._cachedTimeouts) {
          this._errors.splice(this._errors.length - 1, this._errors.length);
          this._timeouts = this._cachedTimeouts.slice(0);
          timeout = this._timeouts.shift();
        } else {
          return false;
        }
      }
      var self = this;
      var timer = setTimeout(function() {
        self._attempts++;
        if (self._operationTimeoutCb) {
          self._timeout = setTimeout(function() {
            self._operationTimeoutCb(self._attempts);
          }, self._operationTimeout);
          if (self._options.unref) {
            self._timeout.unref();
          }
        }
        self._fn(self._attempts);
      }, timeout);
      if (this._options.unref) {
        timer.unref();
      }
      return true;
    };
    RetryOperation.prototype.attempt = function(fn, timeoutOps) {
      this._fn = fn;
      if (timeoutOps) {
        if (timeoutOps.timeout) {
          this._operationTimeout = timeoutOps.timeout;
        }
        if (timeoutOps.cb) {
          this._operationTimeoutCb = timeoutOps.cb;
        }
      }
      var self = this;
      if (this._operationTimeoutCb) {
        this._timeout = setTimeout(function() {
          self._operationTimeoutCb();
        }, self._operationTimeout);
      }
      this._operationStart = (/* @__PURE__ */ new Date()).getTime();
      this._fn(this._attempts);
    };
    RetryOperation.prototype.try = function(fn) {
      console.log("Using RetryOperation.try() is deprecated");
      this.attempt(fn);
    };
    RetryOperation.prototype.start = function(fn) {
      console.log("Using RetryOperation.start() is deprecated");
      this.attempt(fn);
    };
    RetryOperation.prototype.start = RetryOperation.prototype.try;
    RetryOperation.prototype.errors = function() {
      return this._errors;
    };
    RetryOperation.prototype.attempts = function() {
      return this._attempts;
    };
    RetryOperation.prototype.mainError = function() {
      if (this._errors.length === 0) {
        return null;
      }
      var counts = {};
      var mainError = null;
      var mainErrorCount = 0;
      for (var i = 0; i < this._errors.length; i++) {
        var error = this._errors[i];
        var message = error.message;
        var count = (counts[message] || 0) + 1;
        counts[message] = count;
        if (count >= mainErrorCount) {
          mainError = error;
          mainErrorCount = count;
        }
      }
      return mainError;
    };
  }
});

// node_modules/retry/lib/retry.js
var require_retry = __commonJS({
  "node_modules/retry/lib/retry.js"(exports) {
    var RetryOperation = require_retry_operation();
    exports.operation = function(options) {
      var timeouts = exports.timeouts(options);
      return new RetryOperation(timeouts, {
        forever: options && options.forever,
        unref: options && options.unref,
        maxRetryTime: options && options.maxRetryTime
      });
    };
    exports.timeouts = function(options) {
      if (options instanceof Array) {
        return [].concat(options);
      }
      var opts = {
        retries: 10,
        factor: 2,
        minTimeout: 1 * 1e3,
        maxTimeout: Infinity,
        randomize: false
      };
      for (var key in options) {
        opts[key] = options[key];
      }
      if (opts.minTimeout > opts.maxTimeout) {
        throw new Error("minTimeout is greater than maxTimeout");
      }
      var timeouts = [];
      for (var i = 0; i < opts.retries; i++) {
        timeouts.push(this.createTimeout(i, opts));
      }
      if (options && options.forever && !timeouts.length) {
        timeouts.push(this.createTimeout(i, opts));
      }
      timeouts.sort(function(a, b) {
        return a - b;
      });
      return timeouts;
    };
    exports.createTimeout = function(attempt, opts) {
      var random = opts.randomize ? Math.random() + 1 : 1;
      var timeout = Math.round(random * opts.minTimeout * Math.pow(opts.factor, attempt));
      timeout = Math.min(timeout, opts.maxTimeout);
      return timeout;
    };
    exports.wrap = function(obj, options, methods) {
      if (options instanceof Array) {
        methods = options;
        options = null;
      }
      if (!methods) {
        methods = [];
        for (var key in obj) {
          if (typeof obj[key] === "function") {
            methods.push(key);
          }
        }
      }
      for (var i = 0; i < methods.length; i++) {
        var method = methods[i];
        var original = obj[method];
        obj[method] = function retryWrapper(original2) {
          var op = exports.operation(options);
          var args = Array.prototype.slice.call(arguments, 1);
          var callback = args.pop();
          args.push(function(err) {
            if (op.retry(err)) {
              return;
            }
            if (err) {
              arguments[0] = op.mainError();
            }
            callback.apply(this, arguments);
          });
          op.attempt(function() {
            original2.apply(obj, args);
          });
        }.bind(obj, original);
        obj[method].options = options;
      }
    };
  }
});

// node_modules/retry/index.js
var require_retry2 = __commonJS({
  "node_modules/retry/index.js"(exports, module) {
    module.exports = require_retry();
  }
});

// node_modules/proper-lockfile/node_modules/signal-exit/signals.js
var require_signals = __commonJS({
  "node_modules/proper-lockfile/node_modules/signal-exit/signals.js"(exports, module) {
    module.exports = [
      "SIGABRT",
      "SIGALRM",
      "SIGHUP",
      "SIGINT",
      "SIGTERM"
    ];
    if (process.platform !== "win32") {
      module.exports.push(
        "SIGVTALRM",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGUSR2",
        "SIGTRAP",
        "SIGSYS",
        "SIGQUIT",
        "SIGIOT"
        // should detect profiler and enable/disable accordingly.
        // see #21
        // 'SIGPROF'
      );
    }
    if (process.platform === "linux") {
      module.exports.push(
        "SIGIO",
        "SIGPOLL",
        "SIGPWR",
        "SIGSTKFLT",
        "SIGUNUSED"
      );
    }
  }
});

// node_modules/proper-lockfile/node_modules/signal-exit/index.js
var require_signal_exit = __commonJS({
  "node_modules/proper-lockfile/node_modules/signal-exit/index.js"(exports, module) {
    var process2 = global.process;
    var processOk = function(process3) {
      return process3 && typeof process3 === "object" && typeof process3.removeListener === "function" && typeof process3.emit === "function" && typeof process3.reallyExit === "function" && typeof process3.listeners === "function" && typeof process3.kill === "function" && typeof process3.pid === "number" && typeof process3.on === "function";
    };
    if (!processOk(process2)) {
      module.exports = function() {
        return function() {
        };
      };
    } else {
      assert = __require("assert");
      signals = require_signals();
      isWin = /^win/i.test(process2.platform);
      EE = __require("events");
      if (typeof EE !== "function") {
        EE = EE.EventEmitter;
      }
      if (process2.__signal_exit_emitter__) {
        emitter = process2.__signal_exit_emitter__;
      } else {
        emitter = process2.__signal_exit_emitter__ = new EE();
        emitter.count = 0;
        emitter.emitted = {};
      }
      if (!emitter.infinite) {
        emitter.setMaxListeners(Infinity);
        emitter.infinite = true;
      }
      module.exports = function(cb, opts) {
        if (!processOk(global.process)) {
          return function() {
          };
        }
        assert.equal(typeof cb, "function", "a callback must be provided for exit handler");
        if (loaded === false) {
          load();
        }
        var ev = "exit";
        if (opts && opts.alwaysLast) {
          ev = "afterexit";
        }
        var remove = function() {
          emitter.removeListener(ev, cb);
          if (emitter.listeners("exit").length === 0 && emitter.listeners("afterexit").length === 0) {
            unload();
          }
        };
        emitter.on(ev, cb);
        return remove;
      };
      unload = function unload2() {
        if (!loaded || !processOk(global.process)) {
          return;
        }
        loaded = false;
        signals.forEach(function(sig) {
          try {
            process2.removeListener(sig, sigListeners[sig]);
          } catch (er) {
          }
        });
        process2.emit = originalProcessEmit;
        process2.reallyExit = originalProcessReallyExit;
        emitter.count -= 1;
      };
      module.exports.unload = unload;
      emit = function emit2(event, code, signal) {
        if (emitter.emitted[event]) {
          return;
        }
        emitter.emitted[event] = true;
        emitter.emit(event, code, signal);
      };
      sigListeners = {};
      signals.forEach(function(sig) {
        sigListeners[sig] = function listener() {
          if (!processOk(global.process)) {
            return;
          }
          var listeners = process2.listeners(sig);
          if (listeners.length === emitter.count) {
            unload();
            emit("exit", null, sig);
            emit("afterexit", null, sig);
            if (isWin && sig === "SIGHUP") {
              sig = "SIGINT";
            }
            process2.kill(process2.pid, sig);
          }
        };
      });
      module.exports.signals = function() {
        return signals;
      };
      loaded = false;
      load = function load2() {
        if (loaded || !processOk(global.process)) {
          return;
        }
        loaded = true;
        emitter.count += 1;
        signals = signals.filter(function(sig) {
          try {
            process2.on(sig, sigListeners[sig]);
            return true;
          } catch (er) {
            return false;
          }
        });
        process2.emit = processEmit;
        process2.reallyExit = processReallyExit;
      };
      module.exports.load = load;
      originalProcessReallyExit = process2.reallyExit;
      processReallyExit = function processReallyExit2(code) {
        if (!processOk(global.process)) {
          return;
        }
        process2.exitCode = code || /* istanbul ignore next */
        0;
        emit("exit", process2.exitCode, null);
        emit("afterexit", process2.exitCode, null);
        originalProcessReallyExit.call(process2, process2.exitCode);
      };
      originalProcessEmit = process2.emit;
      processEmit = function processEmit2(ev, arg) {
        if (ev === "exit" && processOk(global.process)) {
          if (arg !== void 0) {
            process2.exitCode = arg;
          }
          var ret = originalProcessEmit.apply(this, arguments);
          emit("exit", process2.exitCode, null);
          emit("afterexit", process2.exitCode, null);
          return ret;
        } else {
          return originalProcessEmit.apply(this, arguments);
        }
      };
    }
    var assert;
    var signals;
    var isWin;
    var EE;
    var emitter;
    var unload;
    var emit;
    var sigListeners;
    var loaded;
    var load;
    var originalProcessReallyExit;
    var processReallyExit;
    var originalProcessEmit;
    var processEmit;
  }
});

// node_modules/proper-lockfile/lib/mtime-precision.js
var require_mtime_precision = __commonJS({
  "node_modules/proper-lockfile/lib/mtime-precision.js"(exports, module) {
    "use strict";
    var cacheSymbol = /* @__PURE__ */ Symbol();
    function probe(file, fs2, callback) {
      const cachedPrecision = fs2[cacheSymbol];
      if (cachedPrecision) {
        return fs2.stat(file, (err, stat) => {
          if (err) {
            return callback(err);
          }
          callback(null, stat.mtime, cachedPrecision);
        });
      }
      const mtime = new Date(Math.ceil(Date.now() / 1e3) * 1e3 + 5);
      fs2.utimes(file, mtime, mtime, (err) => {
        if (err) {
          return callback(err);
        }
        fs2.stat(file, (err2, stat) => {
          if (err2) {
            return callback(err2);
          }
          const precision = stat.mtime.getTime() % 1e3 === 0 ? "s" : "ms";
          Object.defineProperty(fs2, cacheSymbol, { value: precision });
          callback(null, stat.mtime, precision);
        });
      });
    }
    function getMtime(precision) {
      let now = Date.now();
      if (precision === "s") {
        now = Math.ceil(now / 1e3) * 1e3;
      }
      return new Date(now);
    }
    module.exports.probe = probe;
    module.exports.getMtime = getMtime;
  }
});

// node_modules/proper-lockfile/lib/lockfile.js
var require_lockfile = __commonJS({
  "node_modules/proper-lockfile/lib/lockfile.js"(exports, module) {
    "use strict";
    var path = __require("path");
    var fs2 = require_graceful_fs();
    var retry = require_retry2();
    var onExit = require_signal_exit();
    var mtimePrecision = require_mtime_precision();
    var locks = {};
    function getLockFile(file, options) {
      return options.lockfilePath || `${file}.lock`;
    }
    function resolveCanonicalPath(file, options, callback) {
      if (!options.realpath) {
        return callback(null, path.resolve(file));
      }
      options.fs.realpath(file, callback);
    }
    function acquireLock(file, options, callback) {
      const lockfilePath = getLockFile(file, options);
      options.fs.mkdir(lockfilePath, (err) => {
        if (!err) {
          return mtimePrecision.probe(lockfilePath, options.fs, (err2, mtime, mtimePrecision2) => {
            if (err2) {
              options.fs.rmdir(lockfilePath, () => {
              });
              return callback(err2);
            }
            callback(null, mtime, mtimePrecision2);
          });
        }
        if (err.code !== "EEXIST") {
          return callback(err);
        }
        if (options.stale <= 0) {
          return callback(Object.assign(new Error("Lock file is already being held"), { code: "ELOCKED", file }));
        }
        options.fs.stat(lockfilePath, (err2, stat) => {
          if (err2) {
            if (err2.code === "ENOENT") {
              return acquireLock(file, { ...options, stale: 0 }, callback);
            }
            return callback(err2);
          }
          if (!isLockStale(stat, options)) {
            return callback(Object.assign(new Error("Lock file is already being held"), { code: "ELOCKED", file }));
          }
          removeLock(file, options, (err3) => {
            if (err3) {
              return callback(err3);
            }
            acquireLock(file, { ...options, stale: 0 }, callback);
          });
        });
      });
    }
    function isLockStale(stat, options) {
      return stat.mtime.getTime() < Date.now() - options.stale;
    }
    function removeLock(file, options, callback) {
      options.fs.rmdir(getLockFile(file, options), (err) => {
        if (err && err.code !== "ENOENT") {
          return callback(err);
        }
        callback();
      });
    }
    function updateLock(file, options) {
      const lock2 = locks[file];
      if (lock2.updateTimeout) {
        return;
      }
      lock2.updateDelay = lock2.updateDelay || options.update;
      lock2.updateTimeout = setTimeout(() => {
        lock2.updateTimeout = null;
        options.fs.stat(lock2.lockfilePath, (err, stat) => {
          const isOverThreshold = lock2.lastUpdate + options.stale < Date.now();
          if (err) {
            if (err.code === "ENOENT" || isOverThreshold) {
              return setLockAsCompromised(file, lock2, Object.assign(err, { code: "ECOMPROMISED" }));
            }
            lock2.updateDelay = 1e3;
            return updateLock(file, options);
          }
          const isMtimeOurs = lock2.mtime.getTime() === stat.mtime.getTime();
          if (!isMtimeOurs) {
            return setLockAsCompromised(
              file,
              lock2,
              Object.assign(
                new Error("Unable to update lock within the stale threshold"),
                { code: "ECOMPROMISED" }
              )
            );
          }
          const mtime = mtimePrecision.getMtime(lock2.mtimePrecision);
          options.fs.utimes(lock2.lockfilePath, mtime, mtime, (err2) => {
            const isOverThreshold2 = lock2.lastUpdate + options.stale < Date.now();
            if (lock2.released) {
              return;
            }
            if (err2) {
              if (err2.code === "ENOENT" || isOverThreshold2) {
                return setLockAsCompromised(file, lock2, Object.assign(err2, { code: "ECOMPROMISED" }));
              }
              lock2.updateDelay = 1e3;
              return updateLock(file, options);
            }
            lock2.mtime = mtime;
            lock2.lastUpdate = Date.now();
            lock2.updateDelay = null;
            updateLock(file, options);
          });
        });
      }, lock2.updateDelay);
      if (lock2.updateTimeout.unref) {
        lock2.updateTimeout.unref();
      }
    }
    function setLockAsCompromised(file, lock2, err) {
      lock2.released = true;
      if (lock2.updateTimeout) {
        clearTimeout(lock2.updateTimeout);
      }
      if (locks[file] === lock2) {
        delete locks[file];
      }
      lock2.options.onCompromised(err);
    }
    function lock(file, options, callback) {
      options = {
        stale: 1e4,
        update: null,
        realpath: true,
        retries: 0,
        fs: fs2,
        onCompromised: (err) => {
          throw err;
        },
        ...options
      };
      options.retries = options.retries || 0;
      options.retries = typeof options.retries === "number" ? { retries: options.retries } : options.retries;
      options.stale = Math.max(options.stale || 0, 2e3);
      options.update = options.update == null ? options.stale / 2 : options.update || 0;
      options.update = Math.max(Math.min(options.update, options.stale / 2), 1e3);
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        const operation = retry.operation(options.retries);
        operation.attempt(() => {
          acquireLock(file2, options, (err2, mtime, mtimePrecision2) => {
            if (operation.retry(err2)) {
              return;
            }
            if (err2) {
              return callback(operation.mainError());
            }
            const lock2 = locks[file2] = {
              lockfilePath: getLockFile(file2, options),
              mtime,
              mtimePrecision: mtimePrecision2,
              options,
              lastUpdate: Date.now()
            };
            updateLock(file2, options);
            callback(null, (releasedCallback) => {
              if (lock2.released) {
                return releasedCallback && releasedCallback(Object.assign(new Error("Lock is already released"), { code: "ERELEASED" }));
              }
              unlock(file2, { ...options, realpath: false }, releasedCallback);
            });
          });
        });
      });
    }
    function unlock(file, options, callback) {
      options = {
        fs: fs2,
        realpath: true,
        ...options
      };
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        const lock2 = locks[file2];
        if (!lock2) {
          return callback(Object.assign(new Error("Lock is not acquired/owned by you"), { code: "ENOTACQUIRED" }));
        }
        lock2.updateTimeout && clearTimeout(lock2.updateTimeout);
        lock2.released = true;
        delete locks[file2];
        removeLock(file2, options, callback);
      });
    }
    function check(file, options, callback) {
      options = {
        stale: 1e4,
        realpath: true,
        fs: fs2,
        ...options
      };
      options.stale = Math.max(options.stale || 0, 2e3);
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        options.fs.stat(getLockFile(file2, options), (err2, stat) => {
          if (err2) {
            return err2.code === "ENOENT" ? callback(null, false) : callback(err2);
          }
          return callback(null, !isLockStale(stat, options));
        });
      });
    }
    function getLocks() {
      return locks;
    }
    onExit(() => {
      for (const file in locks) {
        const options = locks[file].options;
        try {
          options.fs.rmdirSync(getLockFile(file, options));
        } catch (e) {
        }
      }
    });
    module.exports.lock = lock;
    module.exports.unlock = unlock;
    module.exports.check = check;
    module.exports.getLocks = getLocks;
  }
});

// node_modules/proper-lockfile/lib/adapter.js
var require_adapter = __commonJS({
  "node_modules/proper-lockfile/lib/adapter.js"(exports, module) {
    "use strict";
    var fs2 = require_graceful_fs();
    function createSyncFs(fs3) {
      const methods = ["mkdir", "realpath", "stat", "rmdir", "utimes"];
      const newFs = { ...fs3 };
      methods.forEach((method) => {
        newFs[method] = (...args) => {
          const callback = args.pop();
          let ret;
          try {
            ret = fs3[`${method}Sync`](...args);
          } catch (err) {
            return callback(err);
          }
          callback(null, ret);
        };
      });
      return newFs;
    }
    function toPromise(method) {
      return (...args) => new Promise((resolve, reject) => {
        args.push((err, result) => {
          if (err) {
            reject(err);
          } else {
            resolve(result);
          }
        });
        method(...args);
      });
    }
    function toSync(method) {
      return (...args) => {
        let err;
        let result;
        args.push((_err, _result) => {
          err = _err;
          result = _result;
        });
        method(...args);
        if (err) {
          throw err;
        }
        return result;
      };
    }
    function toSyncOptions(options) {
      options = { ...options };
      options.fs = createSyncFs(options.fs || fs2);
      if (typeof options.retries === "number" && options.retries > 0 || options.retries && typeof options.retries.retries === "number" && options.retries.retries > 0) {
        throw Object.assign(new Error("Cannot use retries with the sync api"), { code: "ESYNC" });
      }
      return options;
    }
    module.exports = {
      toPromise,
      toSync,
      toSyncOptions
    };
  }
});

// node_modules/proper-lockfile/index.js
var require_proper_lockfile = __commonJS({
  "node_modules/proper-lockfile/index.js"(exports, module) {
    "use strict";
    var lockfile2 = require_lockfile();
    var { toPromise, toSync, toSyncOptions } = require_adapter();
    async function lock(file, options) {
      const release = await toPromise(lockfile2.lock)(file, options);
      return toPromise(release);
    }
    function lockSync(file, options) {
      const release = toSync(lockfile2.lock)(file, toSyncOptions(options));
      return toSync(release);
    }
    function unlock(file, options) {
      return toPromise(lockfile2.unlock)(file, options);
    }
    function unlockSync(file, options) {
      return toSync(lockfile2.unlock)(file, toSyncOptions(options));
    }
    function check(file, options) {
      return toPromise(lockfile2.check)(file, options);
    }
    function checkSync(file, options) {
      return toSync(lockfile2.check)(file, toSyncOptions(options));
    }
    module.exports = lock;
    module.exports.lock = lock;
    module.exports.unlock = unlock;
    module.exports.lockSync = lockSync;
    module.exports.unlockSync = unlockSync;
    module.exports.check = check;
    module.exports.checkSync = checkSync;
  }
});

// src/engine/log/log-lock.ts
var import_proper_lockfile = __toESM(require_proper_lockfile(), 1);
import * as fs from "node:fs";
var STALE_MS = 5e3;
var RETRIES = { retries: 60, factor: 1.5, minTimeout: 5, maxTimeout: 250 };
var lockFs = { ...fs };
async function withLogLock(file, work) {
  let release;
  try {
    release = await import_proper_lockfile.default.lock(file, {
      stale: STALE_MS,
      retries: RETRIES,
      realpath: false,
      fs: lockFs,
      // Held for one append, which a lock lost meanwhile (the machine slept past STALE_MS) cannot undo,
      // or for a rewrite that replaces the log only if it is the file it read (LocalStore.mergeIn).
      onCompromised: () => {
      }
    });
  } catch (e) {
    if (e.code === "ELOCKED")
      throw failure(
        `${file} stays locked by another process (${file}.lock); if no other Baton is running, remove that folder`,
        e
      );
    throw storageFailure(e, file, "cannot lock the conversation log");
  }
  try {
    return await work();
  } finally {
    await release().catch(() => {
    });
  }
}

// src/engine/log/conversation.ts
import { randomBytes } from "node:crypto";
function newEntryId() {
  return randomBytes(6).toString("hex");
}
var Conversation = class _Conversation {
  constructor(file, sessionHeader, log, warnings, older) {
    this.file = file;
    this.sessionHeader = sessionHeader;
    this.log = log;
    this.warnings = warnings;
    this.older = older;
  }
  file;
  sessionHeader;
  log;
  warnings;
  older;
  cached;
  /** Applied to every new entry before it is written: secrets never reach the log. */
  redact;
  /** When entries are written: the runtime's clock port (tests fix it). */
  clock = () => /* @__PURE__ */ new Date();
  writing = Promise.resolve();
  /** The file as this conversation last read or wrote it (session-file.ts fileStamp). */
  seen;
  /** Another writer changed the file since (a second run appended, a pull merged): what it wrote is not in memory. */
  changedElsewhere = false;
  get header() {
    return this.sessionHeader;
  }
  static async create(file, id, repo, now = /* @__PURE__ */ new Date(), mergedThrough) {
    const header = { type: "session", version: 1, id, created_at: now.toISOString() };
    if (repo) header.repo = repo;
    if (mergedThrough !== void 0) header.merged_through = mergedThrough;
    await createSessionFile(file, header);
    const conversation = new _Conversation(file, header, [], []);
    conversation.seen = await fileStamp(file);
    return conversation;
  }
  /**
   * Loads a log without writing to it: a torn tail may be another process's
   * line still being written, so it is left alone (the next append starts a
   * line of its own after it).
   */
  static async load(file) {
    const seen = await fileStamp(file);
    const read = await readLog(file);
    const conversation = new _Conversation(file, read.header, read.entries, read.warnings, read.older);
    conversation.seen = seen;
    if (read.unrepaired) conversation.cache(repairToolPairs(read.unrepaired));
    return conversation;
  }
  get id() {
    return this.header.id;
  }
  /** The whole history (the older part read first, if it was left unread). */
  get entries() {
    if (this.older) {
      this.log = [...readOlderEntries(this.older), ...this.log];
      this.older = void 0;
    }
    return this.log;
  }
  get lastEntry() {
    return this.log.at(-1) ?? this.older?.last;
  }
  /** User messages in the whole log: the number of the latest user turn. */
  userTurns() {
    const recent = this.log.filter((raw) => {
      const e = known(raw);
      return e?.type === "message" && e.message.role === "user";
    }).length;
    return (this.older?.userTurns ?? 0) + recent;
  }
  /**
   * Appends an entry. `verify`, for entries made outside the engine (an
   * extension's): the entry is made plain JSON data first (it may hold class
   * instances, whose fields redaction would not see), and refused when it
   * would not read back as what it is. The engine's own entries are plain and
   * well formed already, and skip both.
   */
  async append(entry, now = this.clock(), options = {}) {
    const plain = options.verify ? JSON.parse(JSON.stringify(entry)) : entry;
    const written = this.redact ? this.redact(plain) : plain;
    const id = newEntryId();
    const timestamp = now.toISOString();
    const write = this.writing.then(async () => {
      const tokens = written.type === "message" ? await writtenTokens(written.message) : void 0;
      const full = {
        ...written,
        ...tokens !== void 0 ? { tokens } : {},
        id,
        parent_id: this.lastEntry?.id ?? null,
        timestamp
      };
      const problem = options.verify ? entryProblem(serializeLine(full).trimEnd()) : void 0;
      if (problem)
        throw inputError(`the entry of type "${String(full.type)}" would not read back: ${problem}`);
      await withLogLock(this.file, async () => {
        if (await fileStamp(this.file) !== this.seen) this.changedElsewhere = true;
        if (this.changedElsewhere && COVERING_ENTRY_TYPES.has(full.type)) return this.mergeInto(full);
        this.seen = await appendLine(this.file, full);
        this.log.push(full);
        this.applyToCache(full);
      });
      return full;
    });
    this.writing = write.catch(() => {
    });
    return write;
  }
  /**
   * Writes a covering entry over a log another writer changed: appended, it
   * would cover what that writer put before it, which its summary never saw.
   * The file and this log with the entry are merged as two runs' logs are
   * (merge-logs.ts: the other writer's entries go after ours), the file is
   * replaced, and this conversation reads on from the merged log. Called
   * under the log's lock.
   */
  async mergeInto(entry) {
    for (let tries = 1; ; tries++) {
      const read = await fileStamp(this.file);
      const onDisk = await readSessionFile(this.file, { keepTornTail: true });
      const merged = mergeLogs(onDisk, { header: onDisk.header, entries: [...this.entries, entry] });
      if (await replaceIfUnchanged(this.file, read, merged.header, merged.entries)) {
        this.sessionHeader = merged.header;
        this.log = merged.entries;
        this.cached = void 0;
        this.changedElsewhere = false;
        this.seen = await fileStamp(this.file);
        return;
      }
      if (tries === REWRITE_TRIES)
        throw failure(
          `${this.file} kept changing while the ${entry.type} was written (${tries} tries); it was not written, and nothing else was lost`
        );
    }
  }
  /** What the model would see now. */
  context() {
    return viewOf(this.ensureCache());
  }
  contextMessages() {
    return this.context().map((m) => m.message);
  }
  /**
   * Tokens of the built context, known without a rebuild after a plain append.
   * Needs the tokenizer loaded while a count is unknown (tokens() waits for it).
   */
  contextTokens() {
    const cache = this.ensureCache();
    cache.tokens ??= contextTokens(viewOf(cache));
    return cache.tokens;
  }
  /** contextTokens(), loading the tokenizer first when a count is unknown. */
  async tokens() {
    if (!this.tokensKnown()) await loadTokenizer();
    return this.contextTokens();
  }
  /** Whether contextTokens() can answer now without the tokenizer being loaded. */
  tokensKnown() {
    const cache = this.ensureCache();
    return cache.tokens !== void 0 || tokenizerLoaded() || viewOf(cache).every((m) => isCounted(m.message));
  }
  /** At least contextTokens(), known without the tokenizer: the exact count once it is known. */
  contextTokenBound() {
    const cache = this.ensureCache();
    if (cache.tokens === void 0 && tokenizerLoaded()) return this.contextTokens();
    return cache.tokens ?? contextTokenBound(viewOf(cache));
  }
  /** Where the user's messages stand in the log: turn N (from 1, as `/pop N` counts) is at [N - 1]. */
  userTurnPositions() {
    const out = [];
    this.entries.forEach((raw, i) => {
      const e = known(raw);
      if (e?.type === "message" && e.message.role === "user") out.push(i);
    });
    return out;
  }
  /**
   * What recipes see as `conversation`: its id, the user turns in the context,
   * its tokens. The count is made when a template reads it; read before the
   * tokenizer is loaded, it calls `uncounted` and gives the bound (the caller
   * loads the tokenizer and renders again), so a recipe that never reads it
   * never waits for the tokenizer.
   */
  recipeView(uncounted) {
    const turns = this.context().filter((m) => m.message.role === "user" && !m.summary).length;
    const conversation = this;
    return {
      id: this.id,
      turns,
      get tokens() {
        if (uncounted && !conversation.tokensKnown()) {
          uncounted();
          return conversation.contextTokenBound();
        }
        return conversation.contextTokens();
      }
    };
  }
  /** Drops the cached context, e.g. after an extension changed what it covers. */
  invalidate() {
    this.cached = void 0;
  }
  ensureCache() {
    return this.cached ?? this.cache(buildContext(this.entries));
  }
  cache(messages) {
    let end = messages.length;
    while (end > 0 && isPlaceholder(messages[end - 1])) end--;
    const waiting = /* @__PURE__ */ new Map();
    for (const m of messages.slice(end)) waiting.set(m.message.tool_call_id ?? "", m);
    const counted = messages.every((m) => canCount(m.message));
    this.cached = {
      settled: messages.slice(0, end),
      waiting,
      view: messages,
      tokens: counted ? contextTokens(messages) : void 0
    };
    return this.cached;
  }
  /**
   * Brings the cached context up to date with one appended entry, as a
   * rebuild would have it (`repairToolPairs`): a call stands with a
   * placeholder result at the end until its real result comes, which then
   * goes after the results that came before; a result for no call of the
   * last group still waiting is left out, and a message that is no result
   * fixes the placeholders still standing. Each step costs the same whatever
   * the context holds. A covering entry changes what stands before it: the
   * cache is dropped and the next read rebuilds.
   */
  applyToCache(entry) {
    const cache = this.cached;
    if (!cache) return;
    if (COVERING_ENTRY_TYPES.has(entry.type)) {
      this.cached = void 0;
      return;
    }
    if (entry.type !== "message") return;
    const message = entry.message;
    const count = (m, sign) => {
      cache.tokens = cache.tokens !== void 0 && canCount(m.message) ? cache.tokens + sign * cachedMessageTokens(m.message) : void 0;
    };
    cache.view = void 0;
    if (message.role === "tool") {
      const placeholder = cache.waiting.get(message.tool_call_id ?? "");
      if (!placeholder) return;
      cache.waiting.delete(message.tool_call_id ?? "");
      if (cache.tokens !== void 0) cache.tokens -= cachedMessageTokens(placeholder.message);
      const result = { message, entryId: entry.id };
      cache.settled.push(result);
      count(result, 1);
      return;
    }
    for (const placeholder of cache.waiting.values()) cache.settled.push(placeholder);
    cache.waiting = /* @__PURE__ */ new Map();
    const added = { message, entryId: entry.id };
    cache.settled.push(added);
    count(added, 1);
    for (const call of message.role === "assistant" ? message.tool_calls ?? [] : []) {
      if (cache.waiting.has(call.id)) continue;
      const placeholder = {
        message: { role: "tool", tool_call_id: call.id, content: INTERRUPTED_TOOL_RESULT },
        entryId: null
      };
      cache.waiting.set(call.id, placeholder);
      count(placeholder, 1);
    }
  }
};
function viewOf(cache) {
  cache.view ??= cache.waiting.size ? [...cache.settled, ...cache.waiting.values()] : cache.settled;
  return cache.view;
}
var isPlaceholder = (m) => m.entryId === null && m.cover === void 0 && m.message.role === "tool";
async function writtenTokens(message) {
  if (!canCount(message) && tokenizerRequested()) await loadTokenizer().catch(() => {
  });
  return canCount(message) ? cachedMessageTokens(message) : void 0;
}

export {
  withLogLock,
  Conversation
};

#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  COVERING_ENTRY_TYPES,
  KNOWN_ENTRY_TYPES,
  KnownEntrySchema,
  SessionHeaderSchema,
  UnknownEntrySchema,
  isUnknownEntry,
  known
} from "./chunk-SIO4KYN3.js";
import {
  BatonError,
  describeError,
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";
import {
  clip,
  describeIssues
} from "./chunk-5NRPVDG4.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-I5QNXST4.js";

// node_modules/graceful-fs/polyfills.js
var require_polyfills = __commonJS({
  "node_modules/graceful-fs/polyfills.js"(exports, module) {
    var constants = __require("constants");
    var origCwd = process.cwd;
    var cwd = null;
    var platform = process.env.GRACEFUL_FS_PLATFORM || process.platform;
    process.cwd = function() {
      if (!cwd)
        cwd = origCwd.call(process);
      return cwd;
    };
    try {
      process.cwd();
    } catch (er) {
    }
    if (typeof process.chdir === "function") {
      chdir = process.chdir;
      process.chdir = function(d) {
        cwd = null;
        chdir.call(process, d);
      };
      if (Object.setPrototypeOf) Object.setPrototypeOf(process.chdir, chdir);
    }
    var chdir;
    module.exports = patch;
    function patch(fs2) {
      if (constants.hasOwnProperty("O_SYMLINK") && process.version.match(/^v0\.6\.[0-2]|^v0\.5\./)) {
        patchLchmod(fs2);
      }
      if (!fs2.lutimes) {
        patchLutimes(fs2);
      }
      fs2.chown = chownFix(fs2.chown);
      fs2.fchown = chownFix(fs2.fchown);
      fs2.lchown = chownFix(fs2.lchown);
      fs2.chmod = chmodFix(fs2.chmod);
      fs2.fchmod = chmodFix(fs2.fchmod);
      fs2.lchmod = chmodFix(fs2.lchmod);
      fs2.chownSync = chownFixSync(fs2.chownSync);
      fs2.fchownSync = chownFixSync(fs2.fchownSync);
      fs2.lchownSync = chownFixSync(fs2.lchownSync);
      fs2.chmodSync = chmodFixSync(fs2.chmodSync);
      fs2.fchmodSync = chmodFixSync(fs2.fchmodSync);
      fs2.lchmodSync = chmodFixSync(fs2.lchmodSync);
      fs2.stat = statFix(fs2.stat);
      fs2.fstat = statFix(fs2.fstat);
      fs2.lstat = statFix(fs2.lstat);
      fs2.statSync = statFixSync(fs2.statSync);
      fs2.fstatSync = statFixSync(fs2.fstatSync);
      fs2.lstatSync = statFixSync(fs2.lstatSync);
      if (fs2.chmod && !fs2.lchmod) {
        fs2.lchmod = function(path, mode, cb) {
          if (cb) process.nextTick(cb);
        };
        fs2.lchmodSync = function() {
        };
      }
      if (fs2.chown && !fs2.lchown) {
        fs2.lchown = function(path, uid, gid, cb) {
          if (cb) process.nextTick(cb);
        };
        fs2.lchownSync = function() {
        };
      }
      if (platform === "win32") {
        fs2.rename = typeof fs2.rename !== "function" ? fs2.rename : (function(fs$rename) {
          function rename2(from, to, cb) {
            var start = Date.now();
            var backoff = 0;
            fs$rename(from, to, function CB(er) {
              if (er && (er.code === "EACCES" || er.code === "EPERM" || er.code === "EBUSY") && Date.now() - start < 6e4) {
                setTimeout(function() {
                  fs2.stat(to, function(stater, st) {
                    if (stater && stater.code === "ENOENT")
                      fs$rename(from, to, CB);
                    else
                      cb(er);
                  });
                }, backoff);
                if (backoff < 100)
                  backoff += 10;
                return;
              }
              if (cb) cb(er);
            });
          }
          if (Object.setPrototypeOf) Object.setPrototypeOf(rename2, fs$rename);
          return rename2;
        })(fs2.rename);
      }
      fs2.read = typeof fs2.read !== "function" ? fs2.read : (function(fs$read) {
        function read(fd, buffer, offset, length, position, callback_) {
          var callback;
          if (callback_ && typeof callback_ === "function") {
            var eagCounter = 0;
            callback = function(er, _, __) {
              if (er && er.code === "EAGAIN" && eagCounter < 10) {
                eagCounter++;
                return fs$read.call(fs2, fd, buffer, offset, length, position, callback);
              }
              callback_.apply(this, arguments);
            };
          }
          return fs$read.call(fs2, fd, buffer, offset, length, position, callback);
        }
        if (Object.setPrototypeOf) Object.setPrototypeOf(read, fs$read);
        return read;
      })(fs2.read);
      fs2.readSync = typeof fs2.readSync !== "function" ? fs2.readSync : /* @__PURE__ */ (function(fs$readSync) {
        return function(fd, buffer, offset, length, position) {
          var eagCounter = 0;
          while (true) {
            try {
              return fs$readSync.call(fs2, fd, buffer, offset, length, position);
            } catch (er) {
              if (er.code === "EAGAIN" && eagCounter < 10) {
                eagCounter++;
                continue;
              }
              throw er;
            }
          }
        };
      })(fs2.readSync);
      function patchLchmod(fs3) {
        fs3.lchmod = function(path, mode, callback) {
          fs3.open(
            path,
            constants.O_WRONLY | constants.O_SYMLINK,
            mode,
            function(err, fd) {
              if (err) {
                if (callback) callback(err);
                return;
              }
              fs3.fchmod(fd, mode, function(err2) {
                fs3.close(fd, function(err22) {
                  if (callback) callback(err2 || err22);
                });
              });
            }
          );
        };
        fs3.lchmodSync = function(path, mode) {
          var fd = fs3.openSync(path, constants.O_WRONLY | constants.O_SYMLINK, mode);
          var threw = true;
          var ret;
          try {
            ret = fs3.fchmodSync(fd, mode);
            threw = false;
          } finally {
            if (threw) {
              try {
                fs3.closeSync(fd);
              } catch (er) {
              }
            } else {
              fs3.closeSync(fd);
            }
          }
          return ret;
        };
      }
      function patchLutimes(fs3) {
        if (constants.hasOwnProperty("O_SYMLINK") && fs3.futimes) {
          fs3.lutimes = function(path, at, mt, cb) {
            fs3.open(path, constants.O_SYMLINK, function(er, fd) {
              if (er) {
                if (cb) cb(er);
                return;
              }
              fs3.futimes(fd, at, mt, function(er2) {
                fs3.close(fd, function(er22) {
                  if (cb) cb(er2 || er22);
                });
              });
            });
          };
          fs3.lutimesSync = function(path, at, mt) {
            var fd = fs3.openSync(path, constants.O_SYMLINK);
            var ret;
            var threw = true;
            try {
              ret = fs3.futimesSync(fd, at, mt);
              threw = false;
            } finally {
              if (threw) {
                try {
                  fs3.closeSync(fd);
                } catch (er) {
                }
              } else {
                fs3.closeSync(fd);
              }
            }
            return ret;
          };
        } else if (fs3.futimes) {
          fs3.lutimes = function(_a, _b, _c, cb) {
            if (cb) process.nextTick(cb);
          };
          fs3.lutimesSync = function() {
          };
        }
      }
      function chmodFix(orig) {
        if (!orig) return orig;
        return function(target, mode, cb) {
          return orig.call(fs2, target, mode, function(er) {
            if (chownErOk(er)) er = null;
            if (cb) cb.apply(this, arguments);
          });
        };
      }
      function chmodFixSync(orig) {
        if (!orig) return orig;
        return function(target, mode) {
          try {
            return orig.call(fs2, target, mode);
          } catch (er) {
            if (!chownErOk(er)) throw er;
          }
        };
      }
      function chownFix(orig) {
        if (!orig) return orig;
        return function(target, uid, gid, cb) {
          return orig.call(fs2, target, uid, gid, function(er) {
            if (chownErOk(er)) er = null;
            if (cb) cb.apply(this, arguments);
          });
        };
      }
      function chownFixSync(orig) {
        if (!orig) return orig;
        return function(target, uid, gid) {
          try {
            return orig.call(fs2, target, uid, gid);
          } catch (er) {
            if (!chownErOk(er)) throw er;
          }
        };
      }
      function statFix(orig) {
        if (!orig) return orig;
        return function(target, options, cb) {
          if (typeof options === "function") {
            cb = options;
            options = null;
          }
          function callback(er, stats) {
            if (stats) {
              if (stats.uid < 0) stats.uid += 4294967296;
              if (stats.gid < 0) stats.gid += 4294967296;
            }
            if (cb) cb.apply(this, arguments);
          }
          return options ? orig.call(fs2, target, options, callback) : orig.call(fs2, target, callback);
        };
      }
      function statFixSync(orig) {
        if (!orig) return orig;
        return function(target, options) {
          var stats = options ? orig.call(fs2, target, options) : orig.call(fs2, target);
          if (stats) {
            if (stats.uid < 0) stats.uid += 4294967296;
            if (stats.gid < 0) stats.gid += 4294967296;
          }
          return stats;
        };
      }
      function chownErOk(er) {
        if (!er)
          return true;
        if (er.code === "ENOSYS")
          return true;
        var nonroot = !process.getuid || process.getuid() !== 0;
        if (nonroot) {
          if (er.code === "EINVAL" || er.code === "EPERM")
            return true;
        }
        return false;
      }
    }
  }
});

// node_modules/graceful-fs/legacy-streams.js
var require_legacy_streams = __commonJS({
  "node_modules/graceful-fs/legacy-streams.js"(exports, module) {
    var Stream = __require("stream").Stream;
    module.exports = legacy;
    function legacy(fs2) {
      return {
        ReadStream,
        WriteStream
      };
      function ReadStream(path, options) {
        if (!(this instanceof ReadStream)) return new ReadStream(path, options);
        Stream.call(this);
        var self = this;
        this.path = path;
        this.fd = null;
        this.readable = true;
        this.paused = false;
        this.flags = "r";
        this.mode = 438;
        this.bufferSize = 64 * 1024;
        options = options || {};
        var keys = Object.keys(options);
        for (var index = 0, length = keys.length; index < length; index++) {
          var key = keys[index];
          this[key] = options[key];
        }
        if (this.encoding) this.setEncoding(this.encoding);
        if (this.start !== void 0) {
          if ("number" !== typeof this.start) {
            throw TypeError("start must be a Number");
          }
          if (this.end === void 0) {
            this.end = Infinity;
          } else if ("number" !== typeof this.end) {
            throw TypeError("end must be a Number");
          }
          if (this.start > this.end) {
            throw new Error("start must be <= end");
          }
          this.pos = this.start;
        }
        if (this.fd !== null) {
          process.nextTick(function() {
            self._read();
          });
          return;
        }
        fs2.open(this.path, this.flags, this.mode, function(err, fd) {
          if (err) {
            self.emit("error", err);
            self.readable = false;
            return;
          }
          self.fd = fd;
          self.emit("open", fd);
          self._read();
        });
      }
      function WriteStream(path, options) {
        if (!(this instanceof WriteStream)) return new WriteStream(path, options);
        Stream.call(this);
        this.path = path;
        this.fd = null;
        this.writable = true;
        this.flags = "w";
        this.encoding = "binary";
        this.mode = 438;
        this.bytesWritten = 0;
        options = options || {};
        var keys = Object.keys(options);
        for (var index = 0, length = keys.length; index < length; index++) {
          var key = keys[index];
          this[key] = options[key];
        }
        if (this.start !== void 0) {
          if ("number" !== typeof this.start) {
            throw TypeError("start must be a Number");
          }
          if (this.start < 0) {
            throw new Error("start must be >= zero");
          }
          this.pos = this.start;
        }
        this.busy = false;
        this._queue = [];
        if (this.fd === null) {
          this._open = fs2.open;
          this._queue.push([this._open, this.path, this.flags, this.mode, void 0]);
          this.flush();
        }
      }
    }
  }
});

// node_modules/graceful-fs/clone.js
var require_clone = __commonJS({
  "node_modules/graceful-fs/clone.js"(exports, module) {
    "use strict";
    module.exports = clone;
    var getPrototypeOf = Object.getPrototypeOf || function(obj) {
      return obj.__proto__;
    };
    function clone(obj) {
      if (obj === null || typeof obj !== "object")
        return obj;
      if (obj instanceof Object)
        var copy = { __proto__: getPrototypeOf(obj) };
      else
        var copy = /* @__PURE__ */ Object.create(null);
      Object.getOwnPropertyNames(obj).forEach(function(key) {
        Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(obj, key));
      });
      return copy;
    }
  }
});

// node_modules/graceful-fs/graceful-fs.js
var require_graceful_fs = __commonJS({
  "node_modules/graceful-fs/graceful-fs.js"(exports, module) {
    var fs2 = __require("fs");
    var polyfills = require_polyfills();
    var legacy = require_legacy_streams();
    var clone = require_clone();
    var util = __require("util");
    var gracefulQueue;
    var previousSymbol;
    if (typeof Symbol === "function" && typeof Symbol.for === "function") {
      gracefulQueue = /* @__PURE__ */ Symbol.for("graceful-fs.queue");
      previousSymbol = /* @__PURE__ */ Symbol.for("graceful-fs.previous");
    } else {
      gracefulQueue = "___graceful-fs.queue";
      previousSymbol = "___graceful-fs.previous";
    }
    function noop() {
    }
    function publishQueue(context, queue2) {
      Object.defineProperty(context, gracefulQueue, {
        get: function() {
          return queue2;
        }
      });
    }
    var debug = noop;
    if (util.debuglog)
      debug = util.debuglog("gfs4");
    else if (/\bgfs4\b/i.test(process.env.NODE_DEBUG || ""))
      debug = function() {
        var m = util.format.apply(util, arguments);
        m = "GFS4: " + m.split(/\n/).join("\nGFS4: ");
        console.error(m);
      };
    if (!fs2[gracefulQueue]) {
      queue = global[gracefulQueue] || [];
      publishQueue(fs2, queue);
      fs2.close = (function(fs$close) {
        function close(fd, cb) {
          return fs$close.call(fs2, fd, function(err) {
            if (!err) {
              resetQueue();
            }
            if (typeof cb === "function")
              cb.apply(this, arguments);
          });
        }
        Object.defineProperty(close, previousSymbol, {
          value: fs$close
        });
        return close;
      })(fs2.close);
      fs2.closeSync = (function(fs$closeSync) {
        function closeSync(fd) {
          fs$closeSync.apply(fs2, arguments);
          resetQueue();
        }
        Object.defineProperty(closeSync, previousSymbol, {
          value: fs$closeSync
        });
        return closeSync;
      })(fs2.closeSync);
      if (/\bgfs4\b/i.test(process.env.NODE_DEBUG || "")) {
        process.on("exit", function() {
          debug(fs2[gracefulQueue]);
          __require("assert").equal(fs2[gracefulQueue].length, 0);
        });
      }
    }
    var queue;
    if (!global[gracefulQueue]) {
      publishQueue(global, fs2[gracefulQueue]);
    }
    module.exports = patch(clone(fs2));
    if (process.env.TEST_GRACEFUL_FS_GLOBAL_PATCH && !fs2.__patched) {
      module.exports = patch(fs2);
      fs2.__patched = true;
    }
    function patch(fs3) {
      polyfills(fs3);
      fs3.gracefulify = patch;
      fs3.createReadStream = createReadStream;
      fs3.createWriteStream = createWriteStream;
      var fs$readFile = fs3.readFile;
      fs3.readFile = readFile2;
      function readFile2(path, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$readFile(path, options, cb);
        function go$readFile(path2, options2, cb2, startTime) {
          return fs$readFile(path2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$readFile, [path2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$writeFile = fs3.writeFile;
      fs3.writeFile = writeFile;
      function writeFile(path, data, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$writeFile(path, data, options, cb);
        function go$writeFile(path2, data2, options2, cb2, startTime) {
          return fs$writeFile(path2, data2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$writeFile, [path2, data2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$appendFile = fs3.appendFile;
      if (fs$appendFile)
        fs3.appendFile = appendFile;
      function appendFile(path, data, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$appendFile(path, data, options, cb);
        function go$appendFile(path2, data2, options2, cb2, startTime) {
          return fs$appendFile(path2, data2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$appendFile, [path2, data2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$copyFile = fs3.copyFile;
      if (fs$copyFile)
        fs3.copyFile = copyFile;
      function copyFile(src, dest, flags, cb) {
        if (typeof flags === "function") {
          cb = flags;
          flags = 0;
        }
        return go$copyFile(src, dest, flags, cb);
        function go$copyFile(src2, dest2, flags2, cb2, startTime) {
          return fs$copyFile(src2, dest2, flags2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$copyFile, [src2, dest2, flags2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$readdir = fs3.readdir;
      fs3.readdir = readdir;
      var noReaddirOptionVersions = /^v[0-5]\./;
      function readdir(path, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        var go$readdir = noReaddirOptionVersions.test(process.version) ? function go$readdir2(path2, options2, cb2, startTime) {
          return fs$readdir(path2, fs$readdirCallback(
            path2,
            options2,
            cb2,
            startTime
          ));
        } : function go$readdir2(path2, options2, cb2, startTime) {
          return fs$readdir(path2, options2, fs$readdirCallback(
            path2,
            options2,
            cb2,
            startTime
          ));
        };
        return go$readdir(path, options, cb);
        function fs$readdirCallback(path2, options2, cb2, startTime) {
          return function(err, files) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([
                go$readdir,
                [path2, options2, cb2],
                err,
                startTime || Date.now(),
                Date.now()
              ]);
            else {
              if (files && files.sort)
                files.sort();
              if (typeof cb2 === "function")
                cb2.call(this, err, files);
            }
          };
        }
      }
      if (process.version.substr(0, 4) === "v0.8") {
        var legStreams = legacy(fs3);
        ReadStream = legStreams.ReadStream;
        WriteStream = legStreams.WriteStream;
      }
      var fs$ReadStream = fs3.ReadStream;
      if (fs$ReadStream) {
        ReadStream.prototype = Object.create(fs$ReadStream.prototype);
        ReadStream.prototype.open = ReadStream$open;
      }
      var fs$WriteStream = fs3.WriteStream;
      if (fs$WriteStream) {
        WriteStream.prototype = Object.create(fs$WriteStream.prototype);
        WriteStream.prototype.open = WriteStream$open;
      }
      Object.defineProperty(fs3, "ReadStream", {
        get: function() {
          return ReadStream;
        },
        set: function(val) {
          ReadStream = val;
        },
        enumerable: true,
        configurable: true
      });
      Object.defineProperty(fs3, "WriteStream", {
        get: function() {
          return WriteStream;
        },
        set: function(val) {
          WriteStream = val;
        },
        enumerable: true,
        configurable: true
      });
      var FileReadStream = ReadStream;
      Object.defineProperty(fs3, "FileReadStream", {
        get: function() {
          return FileReadStream;
        },
        set: function(val) {
          FileReadStream = val;
        },
        enumerable: true,
        configurable: true
      });
      var FileWriteStream = WriteStream;
      Object.defineProperty(fs3, "FileWriteStream", {
        get: function() {
          return FileWriteStream;
        },
        set: function(val) {
          FileWriteStream = val;
        },
        enumerable: true,
        configurable: true
      });
      function ReadStream(path, options) {
        if (this instanceof ReadStream)
          return fs$ReadStream.apply(this, arguments), this;
        else
          return ReadStream.apply(Object.create(ReadStream.prototype), arguments);
      }
      function ReadStream$open() {
        var that = this;
        open2(that.path, that.flags, that.mode, function(err, fd) {
          if (err) {
            if (that.autoClose)
              that.destroy();
            that.emit("error", err);
          } else {
            that.fd = fd;
            that.emit("open", fd);
            that.read();
          }
        });
      }
      function WriteStream(path, options) {
        if (this instanceof WriteStream)
          return fs$WriteStream.apply(this, arguments), this;
        else
          return WriteStream.apply(Object.create(WriteStream.prototype), arguments);
      }
      function WriteStream$open() {
        var that = this;
        open2(that.path, that.flags, that.mode, function(err, fd) {
          if (err) {
            that.destroy();
            that.emit("error", err);
          } else {
            that.fd = fd;
            that.emit("open", fd);
          }
        });
      }
      function createReadStream(path, options) {
        return new fs3.ReadStream(path, options);
      }
      function createWriteStream(path, options) {
        return new fs3.WriteStream(path, options);
      }
      var fs$open = fs3.open;
      fs3.open = open2;
      function open2(path, flags, mode, cb) {
        if (typeof mode === "function")
          cb = mode, mode = null;
        return go$open(path, flags, mode, cb);
        function go$open(path2, flags2, mode2, cb2, startTime) {
          return fs$open(path2, flags2, mode2, function(err, fd) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$open, [path2, flags2, mode2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      return fs3;
    }
    function enqueue(elem) {
      debug("ENQUEUE", elem[0].name, elem[1]);
      fs2[gracefulQueue].push(elem);
      retry();
    }
    var retryTimer;
    function resetQueue() {
      var now = Date.now();
      for (var i = 0; i < fs2[gracefulQueue].length; ++i) {
        if (fs2[gracefulQueue][i].length > 2) {
          fs2[gracefulQueue][i][3] = now;
          fs2[gracefulQueue][i][4] = now;
        }
      }
      retry();
    }
    function retry() {
      clearTimeout(retryTimer);
      retryTimer = void 0;
      if (fs2[gracefulQueue].length === 0)
        return;
      var elem = fs2[gracefulQueue].shift();
      var fn = elem[0];
      var args = elem[1];
      var err = elem[2];
      var startTime = elem[3];
      var lastTime = elem[4];
      if (startTime === void 0) {
        debug("RETRY", fn.name, args);
        fn.apply(null, args);
      } else if (Date.now() - startTime >= 6e4) {
        debug("TIMEOUT", fn.name, args);
        var cb = args.pop();
        if (typeof cb === "function")
          cb.call(null, err);
      } else {
        var sinceAttempt = Date.now() - lastTime;
        var sinceStart = Math.max(lastTime - startTime, 1);
        var desiredDelay = Math.min(sinceStart * 1.2, 100);
        if (sinceAttempt >= desiredDelay) {
          debug("RETRY", fn.name, args);
          fn.apply(null, args.concat([startTime]));
        } else {
          fs2[gracefulQueue].push(elem);
        }
      }
      if (retryTimer === void 0) {
        retryTimer = setTimeout(retry, 0);
      }
    }
  }
});

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

// src/engine/log/storage-errors.ts
import { dirname } from "node:path";
function storageProblem(error) {
  switch (error?.code) {
    case "ENOSPC":
      return "no space left on the disk";
    case "EDQUOT":
      return "the disk quota is used up";
    case "EROFS":
      return "the file system is read-only";
    case "EACCES":
    case "EPERM":
      return "no permission to write there";
    default:
      return void 0;
  }
}
function storageFailure(error, file, what) {
  if (error instanceof BatonError) return error;
  const problem = storageProblem(error);
  const folder = dirname(file);
  return failure(
    problem ? `${what} in ${folder}: ${problem}` : `${what} in ${folder}: ${describeError(error)}`,
    error
  );
}

// src/engine/log/session-file.ts
import { createHash, randomBytes } from "node:crypto";
import { link, mkdir, open, readFile, rename, rm, unlink } from "node:fs/promises";
import { dirname as dirname2 } from "node:path";

// src/engine/log/keep-unknown.ts
function parseKeepingUnknown(schema, value) {
  return overlay(value, schema.parse(value));
}
function overlay(read, parsed) {
  if (read === parsed) return read;
  if (Array.isArray(read) && Array.isArray(parsed) && read.length === parsed.length) {
    let out;
    for (let i = 0; i < read.length; i++) {
      const next = overlay(read[i], parsed[i]);
      if (next !== read[i]) out ??= read.slice();
      if (out) out[i] = next;
    }
    return out ?? read;
  }
  if (isRecord(read) && isRecord(parsed)) {
    const changed = [];
    for (const key in read) {
      if (!Object.hasOwn(parsed, key)) continue;
      const item = read[key];
      const next = overlay(item, parsed[key]);
      if (next !== item) changed.push([key, next]);
    }
    for (const key in parsed)
      if (!Object.hasOwn(read, key) && parsed[key] !== void 0) changed.push([key, parsed[key]]);
    if (changed.length === 0) return read;
    const out = {};
    for (const key in read) set(out, key, read[key]);
    for (const [key, value] of changed) set(out, key, value);
    return out;
  }
  return parsed;
}
function set(target, key, value) {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

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

// src/engine/log/session-file.ts
var MAX_ENTRY_DEPTH = 256;
var BOM = Buffer.from([239, 187, 191]);
var READ_LINE = /* @__PURE__ */ Symbol("line read");
function rememberLine(value, line) {
  Object.defineProperty(value, READ_LINE, { value: line });
}
function parseSession(input, file, options = {}) {
  const bytes = asBuffer(input);
  const start = startsWithBom(bytes) ? BOM.length : 0;
  const { lines, validLength, tornWarning } = splitLines(bytes, file, start, options.keepTornTail);
  if (lines.length === 0 || lines[0].trim() === "")
    throw inputError(`${file}: empty session log (no header line)`);
  const header = parseLine(
    lines[0],
    file,
    1,
    (v) => parseKeepingUnknown(SessionHeaderSchema, v),
    "session header"
  );
  const read = readEntryLines(lines, { file, from: 1 });
  if (tornWarning) {
    read.warnings.push(tornWarning);
    read.warningLines.push(Number.POSITIVE_INFINITY);
  }
  return { header, ...read, validLength };
}
function parseSessionTail(input, file, firstLine, seenBefore) {
  const { lines, validLength, tornWarning } = splitLines(asBuffer(input), file, 0);
  const read = readEntryLines(lines, { file, from: 0, lineOffset: firstLine, seenBefore });
  if (!read) return void 0;
  if (tornWarning) {
    read.warnings.push(tornWarning);
    read.warningLines.push(Number.POSITIVE_INFINITY);
  }
  return { ...read, validLength };
}
function asBuffer(input) {
  if (typeof input === "string") return Buffer.from(input, "utf8");
  return Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
}
function startsWithBom(bytes) {
  return bytes.length >= 3 && bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191;
}
function splitLines(bytes, file, start, keepTornTail = false) {
  let end = bytes.length;
  let tornWarning;
  const lastNewline = bytes.lastIndexOf(10);
  if (!keepTornTail && end > start && lastNewline !== end - 1) {
    const lineStart = Math.max(lastNewline + 1, start);
    const last = bytes.toString("utf8", lineStart, end);
    if (jsonDepth(last) <= MAX_ENTRY_DEPTH && !isJson(last)) {
      tornWarning = `${file}: the last line was cut off mid-write and was left out (${end - lineStart} bytes)`;
      end = lineStart;
    }
  }
  const text = bytes.toString("utf8", start, end);
  const lines = text.split("\n");
  if (text.endsWith("\n") || text === "") lines.pop();
  return { lines, validLength: end, tornWarning };
}
function readEntryLines(lines, o) {
  const offset = o.lineOffset ?? 0;
  const entries = [];
  const lineOf = [];
  const warnings = [];
  const warningLines = [];
  const warn = (line, text) => {
    warnings.push(text);
    warningLines.push(line);
  };
  const unknownTypes = /* @__PURE__ */ new Set();
  const seen = /* @__PURE__ */ new Set();
  for (let i = o.from; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === "") continue;
    const read = readEntry(line);
    let entry = read.entry;
    let problem = read.problem;
    if (entry && o.seenBefore?.(entry.id)) return void 0;
    if (entry && seen.has(entry.id)) problem = `a second entry with id "${entry.id}"`;
    if (problem !== void 0 || !entry) {
      entry = unreadable(line);
      if (o.seenBefore?.(entry.id)) return void 0;
      if (seen.has(entry.id)) continue;
      warn(
        i + offset,
        `${o.file}:${i + offset + 1}: ${problem}; the line is kept as it is and left out of the context`
      );
    }
    seen.add(entry.id);
    if (isUnknownEntry(entry) && problem === void 0 && !unknownTypes.has(entry.type)) {
      unknownTypes.add(entry.type);
      warn(i + offset, `${o.file}: entries of unknown type "${entry.type}" are kept but ignored`);
    }
    entries.push(entry);
    lineOf.push(i + offset);
  }
  return { entries, lineOf, warnings, warningLines };
}
function parseEntryValue(value) {
  try {
    return parseEntry(value);
  } catch {
    return void 0;
  }
}
function parseEntry(value) {
  const type = value?.type;
  if (typeof type === "string" && KNOWN_ENTRY_TYPES.has(type))
    return parseKeepingUnknown(KnownEntrySchema, value);
  return { ...UnknownEntrySchema.parse(value), unknown: true };
}
function readEntry(line) {
  const depth = jsonDepth(line);
  if (depth > MAX_ENTRY_DEPTH)
    return { problem: `nested ${depth} levels deep (at most ${MAX_ENTRY_DEPTH} are read)` };
  let value;
  try {
    value = JSON.parse(line);
  } catch (e) {
    return { problem: `not valid JSON (${e.message})` };
  }
  let entry;
  try {
    entry = parseEntry(value);
  } catch (e) {
    return { problem: `invalid entry: ${zodProblems(e)}` };
  }
  if (entry === value || isUnknownEntry(entry)) rememberLine(entry, line);
  return { entry };
}
function entryProblem(line) {
  return readEntry(line).problem;
}
function unreadable(line) {
  const id = `unreadable-${createHash("sha256").update(line).digest("hex").slice(0, 16)}`;
  return {
    id,
    parent_id: null,
    timestamp: "",
    type: "unreadable",
    unknown: "unreadable",
    raw: line
  };
}
function jsonDepth(text) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}
function parseLine(line, file, lineNo, parse, what) {
  let value;
  try {
    value = JSON.parse(line);
  } catch (e) {
    throw inputError(`${file}:${lineNo}: not valid JSON (${e.message})`);
  }
  let parsed;
  try {
    parsed = parse(value);
  } catch (e) {
    throw inputError(`${file}:${lineNo}: invalid ${what}: ${zodProblems(e)}`);
  }
  if (parsed === value) rememberLine(parsed, line);
  return parsed;
}
function zodProblems(e) {
  const issues = e.issues;
  return issues ? describeIssues(issues) : String(e);
}
function isJson(line) {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
async function readSessionFile(file, options = {}) {
  let bytes;
  try {
    bytes = await readFile(file);
  } catch (e) {
    throw inputError(`${file}: cannot read the session log (${e.code ?? e})`, e);
  }
  return parseSession(bytes, file, options);
}
function serializeLine(value) {
  const read = value[READ_LINE];
  if (read !== void 0) return `${read}
`;
  const { unknown: marker, ...rest } = value;
  if (marker === "unreadable" && typeof rest.raw === "string") return `${rest.raw}
`;
  return `${JSON.stringify(rest)}
`;
}
async function appendLine(file, value) {
  const line = Buffer.from(serializeLine(value), "utf8");
  await withLogLock(file, async () => {
    const handle = await open(file, "a+").catch((e) => {
      throw storageFailure(e, file, "cannot write the conversation log");
    });
    try {
      const { size } = await handle.stat();
      const last = Buffer.alloc(1);
      if (size > 0) await handle.read(last, 0, 1, size - 1);
      const data = size > 0 && last[0] !== 10 ? Buffer.concat([Buffer.from("\n"), line]) : line;
      let written = 0;
      while (written < data.length) written += (await handle.write(data, written)).bytesWritten;
    } catch (e) {
      throw storageFailure(e, file, "cannot write the conversation log");
    } finally {
      await handle.close();
    }
  });
}
async function writeSessionFile(file, header, entries, beforeReplace) {
  await writeWhole(file, header, entries, async (tmp) => {
    await beforeReplace?.();
    await rename(tmp, file);
  });
}
async function createSessionFile(file, header, entries = []) {
  await writeWhole(file, header, entries, async (tmp) => {
    await link(tmp, file).catch((e) => {
      if (e.code === "EEXIST")
        throw inputError(`${file} exists already: another process started this conversation`);
      throw e;
    });
    await unlink(tmp);
  });
}
function tempBeside(file) {
  return `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
}
async function writeWhole(file, header, entries, place) {
  const tmp = tempBeside(file);
  try {
    await mkdir(dirname2(file), { recursive: true });
    const handle = await open(tmp, "wx");
    try {
      await handle.writeFile([header, ...entries].map(serializeLine).join(""), "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await place(tmp);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => {
    });
    throw storageFailure(e, file, "cannot write the conversation log");
  }
}

// src/engine/log/masking.ts
var MAX_ARGUMENT_CHARS = 300;
function maskedToolResult(result, call) {
  const output = result.content ?? "";
  const name = call?.function.name ?? "a tool";
  const args = clip(call?.function.arguments ?? "", MAX_ARGUMENT_CHARS);
  const lines = output ? output.split("\n").length : 0;
  return {
    role: "tool",
    ...result.tool_call_id !== void 0 ? { tool_call_id: result.tool_call_id } : {},
    content: `[output masked to save context: ${name}(${args}) returned ${output.length} characters in ${lines} lines; call it again if you need it]`
  };
}

// src/engine/log/context-builder.ts
var SUMMARY_INTRO = "Summary of the earlier conversation (it replaces the messages it covers):";
var POP_INTRO = "Summary of work that was set aside with /pop (the conversation continues from before it):";
var INTERRUPTED_TOOL_RESULT = "(no result: the run stopped before this tool call finished)";
function summaryMessage(summary, intro = SUMMARY_INTRO) {
  return { message: { role: "user", content: `${intro}

${summary}` }, entryId: null, summary: true };
}
function buildContext(entries, assign = assignOwners) {
  return repairToolPairs(buildUnrepairedContext(entries, assign));
}
function buildUnrepairedContext(entries, assign = assignOwners) {
  const covers2 = collectCovers(entries);
  const owner = covers2.length ? assign(entries.length, covers2) : void 0;
  const maskBefore = maskBoundary(entries, owner);
  const calls = /* @__PURE__ */ new Map();
  const out = [];
  const emitted = new Uint8Array(covers2.length);
  const empty = /* @__PURE__ */ new Map();
  for (const [c, cover] of covers2.entries()) {
    if (cover.from < cover.to || !cover.replacement.length) continue;
    const at = empty.get(cover.to);
    if (at) at.push(c);
    else empty.set(cover.to, [c]);
  }
  const emitEmpty = (i) => {
    for (const c of empty.get(i) ?? [])
      if (!owner || i >= entries.length || owner[i] < c) out.push(...covers2[c].replacement);
  };
  for (let i = 0; i < entries.length; i++) {
    if (empty.size) emitEmpty(i);
    const c = owner ? owner[i] : -1;
    if (c >= 0) {
      if (!emitted[c]) {
        emitted[c] = 1;
        out.push(...covers2[c].replacement);
      }
      continue;
    }
    const e = known(entries[i]);
    if (e?.type !== "message") continue;
    const m = e.message;
    if (i < maskBefore) {
      if (m.role === "assistant") for (const call of m.tool_calls ?? []) calls.set(call.id, call);
      else if (m.role === "tool") {
        out.push({ message: maskedToolResult(m, calls.get(m.tool_call_id ?? "")), entryId: e.id });
        continue;
      }
    }
    out.push({ message: m, entryId: e.id });
  }
  if (empty.size) emitEmpty(entries.length);
  return out;
}
function masksInPlace(e) {
  return e.strategy === "mask" && e.summary === void 0 && e.messages === void 0;
}
function maskBoundary(entries, owner) {
  let boundary = 0;
  let position;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = known(entries[i]);
    if (e?.type !== "compaction" || !masksInPlace(e) || owner && owner[i] >= 0) continue;
    if (e.first_kept_entry_id === null) {
      boundary = Math.max(boundary, i);
      continue;
    }
    position ??= new Map(entries.map((x, k) => [x.id, k]));
    const kept = position.get(e.first_kept_entry_id);
    if (kept !== void 0) boundary = Math.max(boundary, Math.min(kept, i));
  }
  return boundary;
}
function collectCovers(entries) {
  const position = positionsOfReferencedIds(entries);
  const covers2 = [];
  for (let i = 0; i < entries.length; i++) {
    const e = known(entries[i]);
    if (e?.type === "compaction") {
      if (masksInPlace(e)) continue;
      const kept = e.first_kept_entry_id === null ? i : position.get(e.first_kept_entry_id);
      if (kept === void 0) continue;
      const replacement = [
        ...e.summary !== void 0 ? [{ ...summaryMessage(e.summary), cover: e.id }] : [],
        ...(e.messages ?? []).map((message) => ({ message, entryId: null, cover: e.id }))
      ];
      covers2.push({ from: 0, to: keepToolGroupTogether(entries, Math.min(kept, i)), replacement });
    } else if (e?.type === "mutation") {
      const replacement = e.messages.map((message) => ({ message, entryId: null, cover: e.id }));
      covers2.push({ from: 0, to: i, replacement });
    } else if (e?.type === "stack_pop") {
      const back = position.get(e.back_to_entry_id);
      if (back === void 0 || back > i) continue;
      const from = keepToolGroupTogether(entries, back);
      if (e.pre_pop_summary !== void 0)
        covers2.push({
          from: 0,
          to: from,
          replacement: [{ ...summaryMessage(e.pre_pop_summary), cover: e.id }]
        });
      covers2.push({ from, to: i, replacement: [{ ...summaryMessage(e.summary, POP_INTRO), cover: e.id }] });
    }
  }
  return covers2;
}
function positionsOfReferencedIds(entries) {
  const wanted = /* @__PURE__ */ new Set();
  for (const raw of entries) {
    const e = raw;
    if (e.type === "compaction" && e.first_kept_entry_id !== null) wanted.add(e.first_kept_entry_id);
    else if (e.type === "stack_pop") wanted.add(e.back_to_entry_id);
  }
  const position = /* @__PURE__ */ new Map();
  if (wanted.size) {
    for (let i = 0; i < entries.length; i++) if (wanted.has(entries[i].id)) position.set(entries[i].id, i);
  }
  return position;
}
function keepToolGroupTogether(entries, boundary) {
  let k = boundary;
  while (k > 0 && roleAt(entries, k) === "tool") k--;
  if (k === boundary) return boundary;
  const e = known(entries[k]);
  return e?.type === "message" && e.message.role === "assistant" && e.message.tool_calls?.length ? k : boundary;
}
function roleAt(entries, k) {
  const e = known(entries[k]);
  return e?.type === "message" ? e.message.role : void 0;
}
function assignOwners(n, covers2) {
  const owner = new Int32Array(n).fill(-1);
  const next = new Int32Array(n + 1);
  for (let i = 0; i <= n; i++) next[i] = i;
  const find = (i) => {
    while (next[i] !== i) {
      next[i] = next[next[i]];
      i = next[i];
    }
    return i;
  };
  for (let c = covers2.length - 1; c >= 0; c--) {
    const { from, to } = covers2[c];
    for (let i = find(from); i < to; i = find(i)) {
      owner[i] = c;
      next[i] = i + 1;
    }
  }
  return owner;
}
function repairToolPairs(messages) {
  let pending = /* @__PURE__ */ new Set();
  let changed = false;
  const out = [];
  const flush = () => {
    for (const id of pending) {
      out.push({
        message: { role: "tool", tool_call_id: id, content: INTERRUPTED_TOOL_RESULT },
        entryId: null
      });
      changed = true;
    }
    pending = /* @__PURE__ */ new Set();
  };
  for (const m of messages) {
    if (m.message.role === "tool") {
      if (!pending.delete(m.message.tool_call_id ?? "")) {
        changed = true;
        continue;
      }
      out.push(m);
      continue;
    }
    flush();
    out.push(m);
    if (m.message.role === "assistant" && m.message.tool_calls?.length)
      pending = new Set(m.message.tool_calls.map((t) => t.id));
  }
  flush();
  return changed ? out : messages;
}

// src/engine/log/merge-logs.ts
import { createHash as createHash2 } from "node:crypto";
var JOIN_SOURCE = "merge";
var JOIN_INTRO = "Another run on this conversation went on from the same point at the same time. What it added follows:";
function mergeLogs(remote, local) {
  const header = local?.header ?? remote?.header;
  if (!header) throw new Error("mergeLogs needs at least one log");
  const ours = new Set((local?.entries ?? []).map((e) => e.id));
  const remoteEntries = unique(remote?.entries ?? []);
  const known2 = new Set(remoteEntries.map((e) => e.id));
  const theirs = remoteEntries.filter((e) => !ours.has(e.id));
  const localEntries = unique(local?.entries ?? []);
  const mine = localEntries.filter((e) => !known2.has(e.id));
  const bothCover = theirs.some(covers) && mine.some(covers);
  let ordered;
  if (mine.some(covers) && !bothCover) {
    const remoteCopy = new Map(remoteEntries.map((e) => [e.id, e]));
    const own = localEntries.map((e) => remoteCopy.get(e.id) ?? e);
    const waiting = openCallFrom(own);
    ordered = [...own.slice(0, waiting), ...theirs, ...own.slice(waiting)];
  } else ordered = [...remoteEntries, ...mine];
  if (bothCover) ordered.push(join(ordered, remoteEntries, localEntries));
  return { header, entries: ordered, fromRemote: theirs.length, fromLocal: mine.length };
}
function join(ordered, remote, local) {
  const waiting = openCallFrom(local);
  const ourContext = buildContext(local.slice(0, waiting));
  const stillOpen = local.slice(waiting).flatMap((e) => {
    const k = known(e);
    return k?.type === "message" ? [{ message: k.message, entryId: k.id }] : [];
  });
  const shown = new Set([...ourContext, ...stillOpen].map(sourceOf));
  const added = buildContext(remote).filter((m) => {
    const from = sourceOf(m);
    return from === void 0 || !shown.has(from);
  });
  const messages = [
    ...ourContext.map((m) => m.message),
    ...added.length ? [{ role: "user", content: JOIN_INTRO }, ...added.map((m) => m.message)] : [],
    ...stillOpen.map((m) => m.message)
  ];
  const last = ordered.at(-1);
  const digest = createHash2("sha256");
  for (const e of ordered) digest.update(`${e.id}
`);
  return {
    id: `join-${digest.digest("hex").slice(0, 16)}`,
    parent_id: last.id,
    // The latest time either log holds, so every merge of these logs writes the same bytes.
    timestamp: ordered.reduce(
      (t, e) => typeof e.timestamp === "string" && e.timestamp > t ? e.timestamp : t,
      ""
    ),
    type: "mutation",
    messages,
    source: JOIN_SOURCE
  };
}
var sourceOf = (m) => m.entryId ?? m.cover;
function openCallFrom(entries) {
  const answered = /* @__PURE__ */ new Set();
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = known(entries[i]);
    if (e?.type !== "message") return entries.length;
    const { message } = e;
    if (message.role === "tool") {
      answered.add(message.tool_call_id ?? "");
      continue;
    }
    const calls = message.role === "assistant" ? message.tool_calls ?? [] : [];
    return calls.length && calls.some((c) => !answered.has(c.id)) ? i : entries.length;
  }
  return entries.length;
}
var covers = (e) => COVERING_ENTRY_TYPES.has(e.type);
function unique(entries) {
  const seen = /* @__PURE__ */ new Set();
  return entries.filter((e) => !seen.has(e.id) && seen.add(e.id));
}

export {
  storageProblem,
  storageFailure,
  INTERRUPTED_TOOL_RESULT,
  buildContext,
  buildUnrepairedContext,
  masksInPlace,
  repairToolPairs,
  parseKeepingUnknown,
  require_graceful_fs,
  withLogLock,
  MAX_ENTRY_DEPTH,
  parseSession,
  parseSessionTail,
  parseEntryValue,
  entryProblem,
  jsonDepth,
  readSessionFile,
  serializeLine,
  appendLine,
  writeSessionFile,
  createSessionFile,
  tempBeside,
  JOIN_SOURCE,
  mergeLogs
};

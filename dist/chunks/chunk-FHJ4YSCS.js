#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  KNOWN_TOOLS,
  parseMcpName
} from "./chunk-ZQYUS7CZ.js";
import {
  RECIPE_NAME
} from "./chunk-Z7IASYN5.js";
import {
  MessageSchema
} from "./chunk-YU4EEEZD.js";
import {
  _enum,
  array,
  boolean,
  discriminatedUnion,
  literal,
  number,
  object,
  record,
  strictObject,
  string,
  union,
  unknown
} from "./chunk-FLXSCLV4.js";
import {
  clip,
  didYouMean
} from "./chunk-HBY6AOVX.js";
import {
  BatonError,
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-I5QNXST4.js";

// node_modules/liquidjs/dist/liquid.node.js
var require_liquid_node = __commonJS({
  "node_modules/liquidjs/dist/liquid.node.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    var stream = __require("stream");
    var path3 = __require("path");
    var fs$1 = __require("fs");
    var crypto = __require("crypto");
    var Token = class {
      constructor(kind, input, begin, end, file) {
        this.kind = kind;
        this.input = input;
        this.begin = begin;
        this.end = end;
        this.file = file;
      }
      getText() {
        return this.input.slice(this.begin, this.end);
      }
      getPosition() {
        let [row, col] = [1, 1];
        for (let i = 0; i < this.begin; i++) {
          if (this.input[i] === "\n") {
            row++;
            col = 1;
          } else
            col++;
        }
        return [row, col];
      }
      size() {
        return this.end - this.begin;
      }
    };
    var Drop = class {
      liquidMethodMissing(key, context) {
        return void 0;
      }
    };
    var toString$1 = Object.prototype.toString;
    var toLowerCase = String.prototype.toLowerCase;
    var hasOwnProperty = Object.hasOwnProperty;
    function isString(value) {
      return typeof value === "string";
    }
    function isFunction(value) {
      return typeof value === "function";
    }
    function isPromise(val) {
      return val && isFunction(val.then);
    }
    function isIterator(val) {
      return val && isFunction(val.next) && isFunction(val.throw) && isFunction(val.return);
    }
    function promisify(fn) {
      return function(...args) {
        return new Promise((resolve2, reject2) => {
          fn(...args, (err, result) => {
            err ? reject2(err) : resolve2(result);
          });
        });
      };
    }
    function stringify(value) {
      value = toValue(value);
      if (isString(value))
        return value;
      if (isNil(value))
        return "";
      if (isArray(value))
        return value.map((x) => stringify(x)).join("");
      return String(value);
    }
    function advanceCodePoints(str2, from, count) {
      let index = from;
      for (let i = 0; i < count && index < str2.length; i++)
        index += str2.codePointAt(index) > 65535 ? 2 : 1;
      return index;
    }
    function codePointLength(str2) {
      let length = 0;
      for (let index = 0; index < str2.length; index = advanceCodePoints(str2, index, 1))
        length++;
      return length;
    }
    function readArrayElement(arr, index, ownPropertyOnly) {
      if (index < 0)
        index = arr.length + index;
      if (ownPropertyOnly && !hasOwnProperty.call(arr, index))
        return void 0;
      return arr[index];
    }
    function toEnumerable(val) {
      val = toValue(val);
      if (isArray(val))
        return val;
      if (isString(val) && val.length > 0)
        return [val];
      if (isIterable(val))
        return Array.from(val);
      if (isObject(val))
        return Object.keys(val).map((key) => [key, val[key]]);
      return [];
    }
    function toArray(val) {
      val = toValue(val);
      if (isNil(val))
        return [];
      if (isArray(val))
        return val;
      return [val];
    }
    function toValue(value) {
      return value instanceof Drop && isFunction(value.valueOf) ? value.valueOf() : value;
    }
    function toNumber(value) {
      return +toValue(value) || 0;
    }
    function isNumber(value) {
      return typeof value === "number";
    }
    function toLiquid(value) {
      if (value && isFunction(value.toLiquid))
        return toLiquid(value.toLiquid());
      return value;
    }
    function isNil(value) {
      return value == null;
    }
    function isUndefined(value) {
      return value === void 0;
    }
    function isArray(value) {
      return toString$1.call(value) === "[object Array]";
    }
    function isArrayLike(value) {
      return value && isNumber(value.length);
    }
    function isIterable(value) {
      return isObject(value) && Symbol.iterator in value;
    }
    function forOwn(obj, iteratee) {
      obj = obj || {};
      for (const k in obj) {
        if (hasOwnProperty.call(obj, k)) {
          if (iteratee(obj[k], k, obj) === false)
            break;
        }
      }
      return obj;
    }
    function isObject(value) {
      const type = typeof value;
      return value !== null && (type === "object" || type === "function");
    }
    function range(start, stop, step = 1) {
      const arr = [];
      for (let i = start; i < stop; i += step) {
        arr.push(i);
      }
      return arr;
    }
    function padStart(str2, length, ch = " ") {
      return pad(str2, length, ch, (str3, ch2) => ch2 + str3);
    }
    function padEnd(str2, length, ch = " ") {
      return pad(str2, length, ch, (str3, ch2) => str3 + ch2);
    }
    function pad(str2, length, ch, add) {
      str2 = String(str2);
      const n = length - str2.length;
      if (n <= 0)
        return str2;
      return add(str2, ch.repeat(n));
    }
    function identify(val) {
      return val;
    }
    function changeCase(str2) {
      const hasLowerCase = [...str2].some((ch) => ch >= "a" && ch <= "z");
      return hasLowerCase ? str2.toUpperCase() : str2.toLowerCase();
    }
    function ellipsis(str2, N) {
      return str2.length > N ? str2.slice(0, N - 3) + "..." : str2;
    }
    function orderedCompare(a, b) {
      if (isNil(a) && isNil(b))
        return 0;
      if (isNil(a))
        return 1;
      if (isNil(b))
        return -1;
      if (a < b)
        return -1;
      if (a > b)
        return 1;
      return 0;
    }
    function caseInsensitiveCompare(a, b) {
      if (isNil(a) && isNil(b))
        return 0;
      if (isNil(a))
        return 1;
      if (isNil(b))
        return -1;
      a = toLowerCase.call(a);
      b = toLowerCase.call(b);
      if (a < b)
        return -1;
      if (a > b)
        return 1;
      return 0;
    }
    function argumentsToValue(fn) {
      return function(...args) {
        return fn.call(this, ...args.map(toValue));
      };
    }
    function argumentsToNumber(fn) {
      return function(...args) {
        return fn.call(this, ...args.map(toNumber));
      };
    }
    function* strictUniq(array2) {
      const seen = /* @__PURE__ */ new Set();
      for (const element of array2) {
        const key = JSON.stringify(element);
        if (!seen.has(key)) {
          seen.add(key);
          yield element;
        }
      }
    }
    var TRAIT = "__liquidClass__";
    var LiquidError2 = class extends Error {
      constructor(err, token) {
        super(typeof err === "string" ? err : err.message);
        this.context = "";
        if (typeof err !== "string")
          Object.defineProperty(this, "originalError", { value: err, enumerable: false });
        Object.defineProperty(this, "token", { value: token, enumerable: false });
        Object.defineProperty(this, TRAIT, { value: "LiquidError", enumerable: false });
      }
      update() {
        Object.defineProperty(this, "context", { value: mkContext(this.token), enumerable: false });
        this.message = mkMessage(this.message, this.token);
        this.stack = this.message + "\n" + this.context + "\n" + this.stack;
        if (this.originalError)
          this.stack += "\nFrom " + this.originalError.stack;
      }
      static is(obj) {
        return obj?.[TRAIT] === "LiquidError";
      }
    };
    var TokenizationError = class extends LiquidError2 {
      constructor(message, token) {
        super(message, token);
        this.name = "TokenizationError";
        super.update();
      }
    };
    var ParseError = class extends LiquidError2 {
      constructor(err, token) {
        super(err, token);
        this.name = "ParseError";
        this.message = err.message;
        super.update();
      }
    };
    var RenderError = class extends LiquidError2 {
      constructor(err, tpl) {
        super(err, tpl.token);
        this.name = "RenderError";
        this.message = err.message;
        super.update();
      }
      static is(obj) {
        return obj.name === "RenderError";
      }
    };
    var LiquidErrors = class extends LiquidError2 {
      constructor(errors) {
        super(errors[0], errors[0].token);
        this.errors = errors;
        this.name = "LiquidErrors";
        const s = errors.length > 1 ? "s" : "";
        this.message = `${errors.length} error${s} found`;
        super.update();
      }
      static is(obj) {
        return obj.name === "LiquidErrors";
      }
    };
    var UndefinedVariableError2 = class extends LiquidError2 {
      constructor(err, token) {
        super(err, token);
        this.name = "UndefinedVariableError";
        this.message = err.message;
        super.update();
      }
    };
    var InternalUndefinedVariableError = class extends Error {
      constructor(variableName) {
        super(`undefined variable: ${variableName}`);
        this.name = "InternalUndefinedVariableError";
        this.variableName = variableName;
      }
    };
    var AssertionError = class extends Error {
      constructor(message) {
        super(message);
        this.name = "AssertionError";
        this.message = message + "";
      }
    };
    function mkContext(token) {
      const [line, col] = token.getPosition();
      const lines = token.input.split("\n");
      const begin = Math.max(line - 2, 1);
      const end = Math.min(line + 3, lines.length);
      const context = range(begin, end + 1).map((lineNumber) => {
        const rowIndicator = lineNumber === line ? ">> " : "   ";
        const num = padStart(String(lineNumber), String(end).length);
        let text = `${rowIndicator}${num}| `;
        const colIndicator = lineNumber === line ? "\n" + padStart("^", col + text.length) : "";
        text += lines[lineNumber - 1];
        text += colIndicator;
        return text;
      }).join("\n");
      return context;
    }
    function mkMessage(msg, token) {
      if (token.file)
        msg += `, file:${token.file}`;
      const [line, col] = token.getPosition();
      msg += `, line:${line}, col:${col}`;
      return msg;
    }
    var TYPES = [0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 4, 4, 4, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 2, 8, 0, 0, 0, 0, 8, 0, 0, 0, 64, 0, 65, 0, 0, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 0, 0, 2, 2, 2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0];
    var WORD = 1;
    var BLANK = 4;
    var QUOTE = 8;
    var INLINE_BLANK = 16;
    var NUMBER = 32;
    var SIGN = 64;
    var PUNCTUATION = 128;
    function isWord(char) {
      const code = char.charCodeAt(0);
      return code >= 128 ? !TYPES[code] : !!(TYPES[code] & WORD);
    }
    TYPES[160] = TYPES[5760] = TYPES[6158] = TYPES[8192] = TYPES[8193] = TYPES[8194] = TYPES[8195] = TYPES[8196] = TYPES[8197] = TYPES[8198] = TYPES[8199] = TYPES[8200] = TYPES[8201] = TYPES[8202] = TYPES[8232] = TYPES[8233] = TYPES[8239] = TYPES[8287] = TYPES[12288] = BLANK;
    TYPES[8220] = TYPES[8221] = PUNCTUATION;
    function assert(predicate, message) {
      if (!predicate) {
        const msg = typeof message === "function" ? message() : message || `expect ${predicate} to be true`;
        throw new AssertionError(msg);
      }
    }
    function assertEmpty(predicate, message = `unexpected ${JSON.stringify(predicate)}`) {
      assert(!predicate, message);
    }
    var NullDrop = class extends Drop {
      *equals(value) {
        return isNil(yield toValue(value));
      }
      gt() {
        return false;
      }
      geq() {
        return false;
      }
      lt() {
        return false;
      }
      leq() {
        return false;
      }
      valueOf() {
        return null;
      }
    };
    var EmptyDrop = class _EmptyDrop extends Drop {
      *equals(value) {
        if (value instanceof _EmptyDrop)
          return false;
        value = yield toValue(value);
        if (isString(value) || isArray(value))
          return value.length === 0;
        if (isObject(value))
          return Object.keys(value).length === 0;
        return false;
      }
      gt() {
        return false;
      }
      geq() {
        return false;
      }
      lt() {
        return false;
      }
      leq() {
        return false;
      }
      valueOf() {
        return "";
      }
      static is(value) {
        return value instanceof _EmptyDrop;
      }
    };
    var BlankDrop = class _BlankDrop extends EmptyDrop {
      *equals(value) {
        if (value === false)
          return true;
        if (isNil(yield toValue(value)))
          return true;
        if (isString(value))
          return /^\s*$/.test(value);
        return yield super.equals(value);
      }
      static is(value) {
        return value instanceof _BlankDrop;
      }
    };
    var ForloopDrop = class extends Drop {
      constructor(length, collection, variable) {
        super();
        this.i = 0;
        this.length = length;
        this.name = `${variable}-${collection}`;
      }
      next() {
        this.i++;
      }
      index0() {
        return this.i;
      }
      index() {
        return this.i + 1;
      }
      first() {
        return this.i === 0;
      }
      last() {
        return this.i === this.length - 1;
      }
      rindex() {
        return this.length - this.i;
      }
      rindex0() {
        return this.length - this.i - 1;
      }
      valueOf() {
        return JSON.stringify(this);
      }
    };
    var SimpleEmitter = class {
      constructor() {
        this.buffer = "";
      }
      write(html) {
        this.buffer += stringify(html);
      }
    };
    var StreamedEmitter = class {
      constructor() {
        this.buffer = "";
        this.stream = new stream.PassThrough();
      }
      write(html) {
        this.stream.write(stringify(html));
      }
      error(err) {
        this.stream.emit("error", err);
      }
      end() {
        this.stream.end();
      }
    };
    var KeepingTypeEmitter = class {
      constructor() {
        this.buffer = "";
      }
      write(html) {
        html = toValue(html);
        if (typeof html !== "string" && this.buffer === "") {
          this.buffer = html;
        } else {
          this.buffer = stringify(this.buffer) + stringify(html);
        }
      }
    };
    var BlockDrop = class extends Drop {
      constructor(superBlockRender = () => "") {
        super();
        this.superBlockRender = superBlockRender;
      }
      /**
       * Provide parent access in child block by
       * {{ block.super }}
       */
      *super() {
        const emitter = new SimpleEmitter();
        yield this.superBlockRender(emitter);
        return emitter.buffer;
      }
    };
    function isComparable(arg) {
      return arg && isFunction(arg.equals) && isFunction(arg.gt) && isFunction(arg.geq) && isFunction(arg.lt) && isFunction(arg.leq);
    }
    var nil = new NullDrop();
    var literalValues = {
      "true": true,
      "false": false,
      "nil": nil,
      "null": nil,
      "empty": new EmptyDrop(),
      "blank": new BlankDrop()
    };
    var trieCache = /* @__PURE__ */ new WeakMap();
    function createTrie(input) {
      const cached = trieCache.get(input);
      if (cached)
        return cached;
      const trie = {};
      for (const [name, data] of Object.entries(input)) {
        let node = trie;
        for (let i = 0; i < name.length; i++) {
          const c = name[i];
          node[c] = node[c] || {};
          if (i === name.length - 1 && isWord(name[i])) {
            node[c].needBoundary = true;
          }
          node = node[c];
        }
        node.data = data;
        node.end = true;
      }
      trieCache.set(input, trie);
      return trie;
    }
    function toLiquidAsync(asyncFn, syncFn) {
      const syncImpl = syncFn || asyncFn;
      return (sync, ...args) => {
        return sync ? syncImpl(...args) : asyncFn(...args);
      };
    }
    async function toPromise(val) {
      if (!isIterator(val))
        return val;
      let value;
      let done = false;
      let next = "next";
      do {
        const state = val[next](value);
        done = !!state.done;
        value = state.value;
        next = "next";
        try {
          if (isIterator(value))
            value = toPromise(value);
          if (isPromise(value))
            value = await value;
        } catch (err) {
          next = "throw";
          value = err;
        }
      } while (!done);
      return value;
    }
    function toValueSync(val) {
      if (!isIterator(val))
        return val;
      let value;
      let done = false;
      let next = "next";
      do {
        const state = val[next](value);
        done = !!state.done;
        value = state.value;
        next = "next";
        if (isIterator(value)) {
          try {
            value = toValueSync(value);
          } catch (err) {
            next = "throw";
            value = err;
          }
        }
      } while (!done);
      return value;
    }
    var rFormat = /%([-_0^#:]+)?(\d+)?([EO])?(.)/;
    function daysInMonth(d) {
      const feb = isLeapYear(d) ? 29 : 28;
      return [31, feb, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    }
    function getDayOfYear(d) {
      let num = 0;
      for (let i = 0; i < d.getMonth(); ++i) {
        num += daysInMonth(d)[i];
      }
      return num + d.getDate();
    }
    function getWeekOfYear(d, startDay) {
      const daysSinceStartDay = (d.getDay() - startDay + 7) % 7;
      return String(Math.floor((getDayOfYear(d) - 1 - daysSinceStartDay + 7) / 7));
    }
    function isLeapYear(d) {
      const year = d.getFullYear();
      return !!((year & 3) === 0 && (year % 100 || year % 400 === 0 && year));
    }
    function ordinal(d) {
      const date2 = d.getDate();
      if ([11, 12, 13].includes(date2))
        return "th";
      switch (date2 % 10) {
        case 1:
          return "st";
        case 2:
          return "nd";
        case 3:
          return "rd";
        default:
          return "th";
      }
    }
    function century(d) {
      return Math.floor(d.getFullYear() / 100);
    }
    var padWidths = {
      C: 2,
      d: 2,
      e: 2,
      H: 2,
      I: 2,
      j: 3,
      k: 2,
      l: 2,
      L: 3,
      m: 2,
      M: 2,
      S: 2,
      U: 2,
      W: 2,
      y: 2,
      Y: 4
    };
    var padSpaceChars = new Set("aAbBceklpP");
    function getTimezoneOffset(d, opts) {
      const nOffset = Math.abs(d.getTimezoneOffset());
      const h = Math.floor(nOffset / 60);
      const m = nOffset % 60;
      return (d.getTimezoneOffset() > 0 ? "-" : "+") + padStart(h, 2, "0") + (opts.flags[":"] ? ":" : "") + padStart(m, 2, "0");
    }
    var formatCodes = {
      a: (d) => d.getShortWeekdayName(),
      A: (d) => d.getLongWeekdayName(),
      b: (d) => d.getShortMonthName(),
      B: (d) => d.getLongMonthName(),
      c: (d) => d.toLocaleString(),
      C: (d) => century(d),
      d: (d) => d.getDate(),
      e: (d) => d.getDate(),
      H: (d) => d.getHours(),
      I: (d) => String(d.getHours() % 12 || 12),
      j: (d) => getDayOfYear(d),
      k: (d) => d.getHours(),
      l: (d) => String(d.getHours() % 12 || 12),
      L: (d) => d.getMilliseconds(),
      m: (d) => d.getMonth() + 1,
      M: (d) => d.getMinutes(),
      N: (d, opts) => {
        const width = Number(opts.width) || 9;
        const str2 = padStart(String(d.getMilliseconds()), 3, "0").slice(0, width);
        opts.memoryLimit?.use(width - str2.length);
        return padEnd(str2, width, "0");
      },
      p: (d) => d.getHours() < 12 ? "AM" : "PM",
      P: (d) => d.getHours() < 12 ? "am" : "pm",
      q: (d) => ordinal(d),
      s: (d) => Math.floor(d.dateValue() / 1e3),
      S: (d) => d.getSeconds(),
      u: (d) => d.getDay() || 7,
      U: (d) => getWeekOfYear(d, 0),
      w: (d) => d.getDay(),
      W: (d) => getWeekOfYear(d, 1),
      x: (d) => d.toLocaleDateString(),
      X: (d) => d.toLocaleTimeString(),
      y: (d) => (d.getFullYear() % 100 + 100) % 100,
      Y: (d) => d.getFullYear(),
      z: getTimezoneOffset,
      Z: (d, opts) => d.getTimeZoneName() || getTimezoneOffset(d, opts),
      "t": () => "	",
      "n": () => "\n",
      "%": () => "%"
    };
    formatCodes.h = formatCodes.b;
    function strftime(d, formatStr, memoryLimit) {
      let output = "";
      let remaining = formatStr;
      let match;
      while (match = rFormat.exec(remaining)) {
        output += remaining.slice(0, match.index);
        remaining = remaining.slice(match.index + match[0].length);
        output += format(d, match, memoryLimit);
      }
      return output + remaining;
    }
    function format(d, match, memoryLimit) {
      const [input, flagStr = "", width, modifier, conversion] = match;
      const convert = formatCodes[conversion];
      if (!convert)
        return input;
      const flags = {};
      for (const flag of flagStr)
        flags[flag] = true;
      let ret = String(convert(d, { flags, width, modifier, memoryLimit }));
      let padChar = padSpaceChars.has(conversion) ? " " : "0";
      let padWidth = Number(width) || padWidths[conversion] || 0;
      if (flags["^"])
        ret = ret.toUpperCase();
      else if (flags["#"])
        ret = changeCase(ret);
      if (flags["_"])
        padChar = " ";
      else if (flags["0"])
        padChar = "0";
      if (flags["-"])
        padWidth = 0;
      memoryLimit?.use(Number(padWidth) - ret.length);
      if (padChar === "0" && ret[0] === "-")
        return "-" + padStart(ret.slice(1), padWidth - 1, padChar);
      return padStart(ret, padWidth, padChar);
    }
    function getDateTimeFormat() {
      return typeof Intl !== "undefined" ? Intl.DateTimeFormat : void 0;
    }
    var OneMinute = 6e4;
    var TIMEZONE_PATTERN = /([zZ]|([+-])(\d{2}):?(\d{2}))$/;
    var monthNames = [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December"
    ];
    var monthNamesShort = monthNames.map((name) => name.slice(0, 3));
    var dayNames = [
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday"
    ];
    var dayNamesShort = dayNames.map((name) => name.slice(0, 3));
    var LiquidDate = class _LiquidDate {
      constructor(init, locale, timezone) {
        this.locale = locale;
        this.DateTimeFormat = getDateTimeFormat();
        this.date = new Date(init);
        this.timezoneFixed = timezone !== void 0;
        if (timezone === void 0) {
          timezone = this.date.getTimezoneOffset();
        }
        this.timezoneOffset = isString(timezone) ? _LiquidDate.getTimezoneOffset(timezone, this.date) : timezone;
        this.timezoneName = isString(timezone) ? timezone : "";
        const diff = (this.date.getTimezoneOffset() - this.timezoneOffset) * OneMinute;
        const time = this.date.getTime() + diff;
        this.displayDate = new Date(time);
      }
      getTime() {
        return this.displayDate.getTime();
      }
      /**
       * The underlying UTC timestamp in milliseconds, unaffected by the display
       * timezone. Use this (not `getTime()`) for timezone-invariant values like
       * `%s`: `getTime()` reads `displayDate`, which is deliberately shifted by
       * the display timezone offset so wall-clock getters can delegate to Date.
       */
      dateValue() {
        return this.date.getTime();
      }
      getMilliseconds() {
        return this.displayDate.getMilliseconds();
      }
      getSeconds() {
        return this.displayDate.getSeconds();
      }
      getMinutes() {
        return this.displayDate.getMinutes();
      }
      getHours() {
        return this.displayDate.getHours();
      }
      getDay() {
        return this.displayDate.getDay();
      }
      getDate() {
        return this.displayDate.getDate();
      }
      getMonth() {
        return this.displayDate.getMonth();
      }
      getFullYear() {
        return this.displayDate.getFullYear();
      }
      toLocaleString(locale, init) {
        if (init?.timeZone) {
          return this.date.toLocaleString(locale, init);
        }
        return this.displayDate.toLocaleString(locale, init);
      }
      toLocaleTimeString(locale) {
        return this.displayDate.toLocaleTimeString(locale);
      }
      toLocaleDateString(locale) {
        return this.displayDate.toLocaleDateString(locale);
      }
      getTimezoneOffset() {
        return this.timezoneOffset;
      }
      getTimeZoneName() {
        if (this.timezoneFixed)
          return this.timezoneName;
        if (!this.DateTimeFormat)
          return;
        return this.DateTimeFormat().resolvedOptions().timeZone;
      }
      getLongMonthName() {
        return this.format({ month: "long" }) ?? monthNames[this.getMonth()];
      }
      getShortMonthName() {
        return this.format({ month: "short" }) ?? monthNamesShort[this.getMonth()];
      }
      getLongWeekdayName() {
        return this.format({ weekday: "long" }) ?? dayNames[this.displayDate.getDay()];
      }
      getShortWeekdayName() {
        return this.format({ weekday: "short" }) ?? dayNamesShort[this.displayDate.getDay()];
      }
      valid() {
        return !isNaN(this.getTime());
      }
      format(options2) {
        return this.DateTimeFormat && this.DateTimeFormat(this.locale, options2).format(this.displayDate);
      }
      /**
       * Create a Date object fixed to it's declared Timezone. Both
       * - 2021-08-06T02:29:00.000Z and
       * - 2021-08-06T02:29:00.000+08:00
       * will always be displayed as
       * - 2021-08-06 02:29:00
       * regardless timezoneOffset in JavaScript realm
       *
       * The implementation hack:
       * Instead of calling `.getMonth()`/`.getUTCMonth()` respect to `preserveTimezones`,
       * we create a different Date to trick strftime, it's both simpler and more performant.
       * Given that a template is expected to be parsed fewer times than rendered.
       */
      static createDateFixedToTimezone(dateString, locale) {
        const m = dateString.match(TIMEZONE_PATTERN);
        if (m && m[1] === "Z") {
          return new _LiquidDate(+new Date(dateString), locale, 0);
        }
        if (m && m[2] && m[3] && m[4]) {
          const [, , sign, hours, minutes] = m;
          const offset2 = (sign === "+" ? -1 : 1) * (parseInt(hours, 10) * 60 + parseInt(minutes, 10));
          return new _LiquidDate(+new Date(dateString), locale, offset2);
        }
        return new _LiquidDate(dateString, locale);
      }
      static getTimezoneOffset(timezoneName, date2) {
        const localDateString = date2.toLocaleString("en-US", { timeZone: timezoneName });
        const utcDateString = date2.toLocaleString("en-US", { timeZone: "UTC" });
        const localDate = new Date(localDateString);
        const utcDate = new Date(utcDateString);
        return (+utcDate - +localDate) / (60 * 1e3);
      }
    };
    var Limiter = class {
      constructor(resource, limit2) {
        this.base = 0;
        this.message = `${resource} limit exceeded`;
        this.limit = limit2;
      }
      use(count) {
        if (+count > 0) {
          assert(this.base + +count <= this.limit, this.message);
          this.base += +count;
        }
      }
      check(count) {
        if (+count > 0) {
          assert(+count <= this.limit, this.message);
        }
      }
    };
    var DelimitedToken = class extends Token {
      constructor(kind, [contentBegin, contentEnd], input, begin, end, trimLeft2, trimRight2, file) {
        super(kind, input, begin, end, file);
        this.trimLeft = false;
        this.trimRight = false;
        const tl = input[contentBegin] === "-";
        const tr = input[contentEnd - 1] === "-";
        let l = tl ? contentBegin + 1 : contentBegin;
        let r = tr ? contentEnd - 1 : contentEnd;
        while (l < r && TYPES[input.charCodeAt(l)] & BLANK)
          l++;
        while (r > l && TYPES[input.charCodeAt(r - 1)] & BLANK)
          r--;
        this.contentRange = [l, r];
        this.trimLeft = tl || trimLeft2;
        this.trimRight = tr || trimRight2;
      }
      get content() {
        return this.input.slice(this.contentRange[0], this.contentRange[1]);
      }
    };
    var TagToken = class extends DelimitedToken {
      constructor(input, begin, end, options2, file) {
        const { trimTagLeft, trimTagRight, tagDelimiterLeft, tagDelimiterRight } = options2;
        const [valueBegin, valueEnd] = [begin + tagDelimiterLeft.length, end - tagDelimiterRight.length];
        super(exports2.TokenKind.Tag, [valueBegin, valueEnd], input, begin, end, trimTagLeft, trimTagRight, file);
        this.tokenizer = new Tokenizer(input, options2.operators, file, this.contentRange, options2.groupedExpressions);
        this.name = this.tokenizer.readTagName();
        this.tokenizer.assert(this.name, `illegal tag syntax, tag name expected`);
        this.tokenizer.skipBlank();
        this.args = this.tokenizer.input.slice(this.tokenizer.p, this.contentRange[1]);
      }
    };
    var OutputToken = class extends DelimitedToken {
      constructor(input, begin, end, options2, file) {
        const { trimOutputLeft, trimOutputRight, outputDelimiterLeft, outputDelimiterRight } = options2;
        const valueRange = [begin + outputDelimiterLeft.length, end - outputDelimiterRight.length];
        super(exports2.TokenKind.Output, valueRange, input, begin, end, trimOutputLeft, trimOutputRight, file);
      }
    };
    var HTMLToken = class extends Token {
      constructor(input, begin, end, file) {
        super(exports2.TokenKind.HTML, input, begin, end, file);
        this.input = input;
        this.begin = begin;
        this.end = end;
        this.file = file;
        this.trimLeft = 0;
        this.trimRight = 0;
      }
      getContent() {
        return this.input.slice(this.begin + this.trimLeft, this.end - this.trimRight);
      }
    };
    var NumberToken = class extends Token {
      constructor(input, begin, end, file) {
        super(exports2.TokenKind.Number, input, begin, end, file);
        this.input = input;
        this.begin = begin;
        this.end = end;
        this.file = file;
        this.content = Number(this.getText());
      }
    };
    var IdentifierToken = class extends Token {
      constructor(input, begin, end, file) {
        super(exports2.TokenKind.Word, input, begin, end, file);
        this.input = input;
        this.begin = begin;
        this.end = end;
        this.file = file;
        this.content = this.getText();
      }
    };
    var LiteralToken = class extends Token {
      constructor(input, begin, end, file) {
        super(exports2.TokenKind.Literal, input, begin, end, file);
        this.input = input;
        this.begin = begin;
        this.end = end;
        this.file = file;
        this.literal = this.getText();
        this.content = literalValues[this.literal];
      }
    };
    var operatorPrecedences = {
      "==": 2,
      "!=": 2,
      ">": 2,
      "<": 2,
      ">=": 2,
      "<=": 2,
      "contains": 2,
      "not": 1,
      "and": 0,
      "or": 0
    };
    var operatorTypes = {
      "==": 0,
      "!=": 0,
      ">": 0,
      "<": 0,
      ">=": 0,
      "<=": 0,
      "contains": 0,
      "not": 1,
      "and": 0,
      "or": 0
      /* OperatorType.Binary */
    };
    var OperatorToken = class extends Token {
      constructor(input, begin, end, file) {
        super(exports2.TokenKind.Operator, input, begin, end, file);
        this.input = input;
        this.begin = begin;
        this.end = end;
        this.file = file;
        this.operator = this.getText();
      }
      getPrecedence() {
        return this.operator in operatorPrecedences ? operatorPrecedences[this.operator] : 1;
      }
    };
    var PropertyAccessToken = class extends Token {
      constructor(variable, props, input, begin, end, file) {
        super(exports2.TokenKind.PropertyAccess, input, begin, end, file);
        this.variable = variable;
        this.props = props;
      }
    };
    var FilterToken = class extends Token {
      constructor(name, args, input, begin, end, file) {
        super(exports2.TokenKind.Filter, input, begin, end, file);
        this.name = name;
        this.args = args;
      }
    };
    var HashToken = class extends Token {
      constructor(input, begin, end, name, value, file) {
        super(exports2.TokenKind.Hash, input, begin, end, file);
        this.input = input;
        this.begin = begin;
        this.end = end;
        this.name = name;
        this.value = value;
        this.file = file;
      }
    };
    var rHex = /[\da-fA-F]/;
    var rOct = /[0-7]/;
    var escapeChar = {
      b: "\b",
      f: "\f",
      n: "\n",
      r: "\r",
      t: "	",
      v: "\v"
    };
    function hexVal(c) {
      const code = c.charCodeAt(0);
      if (code >= 97)
        return code - 87;
      if (code >= 65)
        return code - 55;
      return code - 48;
    }
    function parseStringLiteral(str2) {
      let ret = "";
      for (let i = 1; i < str2.length - 1; i++) {
        if (str2[i] !== "\\") {
          ret += str2[i];
          continue;
        }
        if (escapeChar[str2[i + 1]] !== void 0) {
          ret += escapeChar[str2[++i]];
        } else if (str2[i + 1] === "u") {
          let val = 0;
          let j = i + 2;
          while (j <= i + 5 && rHex.test(str2[j])) {
            val = val * 16 + hexVal(str2[j++]);
          }
          i = j - 1;
          ret += String.fromCharCode(val);
        } else if (!rOct.test(str2[i + 1])) {
          ret += str2[++i];
        } else {
          let j = i + 1;
          let val = 0;
          while (j <= i + 3 && rOct.test(str2[j])) {
            val = val * 8 + hexVal(str2[j++]);
          }
          i = j - 1;
          ret += String.fromCharCode(val);
        }
      }
      return ret;
    }
    var QuotedToken = class extends Token {
      constructor(input, begin, end, file) {
        super(exports2.TokenKind.Quoted, input, begin, end, file);
        this.input = input;
        this.begin = begin;
        this.end = end;
        this.file = file;
        this.content = parseStringLiteral(this.getText());
      }
    };
    var RangeToken = class extends Token {
      constructor(input, begin, end, lhs, rhs, file) {
        super(exports2.TokenKind.Range, input, begin, end, file);
        this.input = input;
        this.begin = begin;
        this.end = end;
        this.lhs = lhs;
        this.rhs = rhs;
        this.file = file;
      }
    };
    var LiquidTagToken = class extends DelimitedToken {
      constructor(input, begin, end, options2, file) {
        super(exports2.TokenKind.Tag, [begin, end], input, begin, end, false, false, file);
        this.tokenizer = new Tokenizer(input, options2.operators, file, this.contentRange, options2.groupedExpressions);
        this.name = this.tokenizer.readTagName();
        this.tokenizer.assert(this.name, "illegal liquid tag syntax");
        this.tokenizer.skipBlank();
      }
      get args() {
        return this.tokenizer.input.slice(this.tokenizer.p, this.contentRange[1]);
      }
    };
    var FilteredValueToken = class extends Token {
      constructor(initial, filters2, input, begin, end, file) {
        super(exports2.TokenKind.FilteredValue, input, begin, end, file);
        this.initial = initial;
        this.filters = filters2;
        this.input = input;
        this.begin = begin;
        this.end = end;
        this.file = file;
      }
    };
    var polyfill = {
      now: () => Date.now()
    };
    function getPerformance() {
      return typeof global === "object" && global.performance || typeof window === "object" && window.performance || polyfill;
    }
    var Render = class {
      renderTemplatesToNodeStream(templates, ctx) {
        const emitter = new StreamedEmitter();
        Promise.resolve().then(() => toPromise(this.renderTemplates(templates, ctx, emitter))).then(() => emitter.end(), (err) => emitter.error(err));
        return emitter.stream;
      }
      *renderTemplates(templates, ctx, emitter) {
        if (!emitter) {
          emitter = ctx.opts.keepOutputType ? new KeepingTypeEmitter() : new SimpleEmitter();
        }
        ctx.renderLimit.check(getPerformance().now());
        const errors = [];
        for (const tpl of templates) {
          ctx.renderLimit.check(getPerformance().now());
          try {
            const html = yield tpl.render(ctx, emitter);
            html && emitter.write(html);
            if (ctx.breakCalled || ctx.continueCalled)
              break;
          } catch (e) {
            const err = LiquidError2.is(e) ? e : new RenderError(e, tpl);
            if (ctx.opts.catchAllErrors)
              errors.push(err);
            else
              throw err;
          }
        }
        if (errors.length) {
          throw new LiquidErrors(errors);
        }
        return emitter.buffer;
      }
    };
    function isKeyValuePair(arr) {
      return isArray(arr);
    }
    var Filter = class {
      constructor(token, options2, liquid) {
        this.token = token;
        this.name = token.name;
        this.handler = isFunction(options2) ? options2 : isFunction(options2?.handler) ? options2.handler : identify;
        this.raw = !isFunction(options2) && !!options2?.raw;
        this.args = token.args;
        this.liquid = liquid;
      }
      *render(value, context) {
        const argv = [];
        for (const arg of this.args) {
          if (isKeyValuePair(arg))
            argv.push([arg[0], yield evalToken(arg[1], context)]);
          else
            argv.push(yield evalToken(arg, context));
        }
        return yield this.handler.apply({ context, token: this.token, liquid: this.liquid }, [value, ...argv]);
      }
    };
    var Expression = class {
      constructor(tokens) {
        this.postfix = [...toPostfix(tokens)];
      }
      *evaluate(ctx, lenient) {
        assert(ctx, "unable to evaluate: context not defined");
        const operands = [];
        for (const token of this.postfix) {
          if (isOperatorToken(token)) {
            const r = operands.pop();
            let result;
            if (operatorTypes[token.operator] === 1) {
              result = yield ctx.opts.operators[token.operator](r, ctx);
            } else {
              const l = operands.pop();
              result = yield ctx.opts.operators[token.operator](l, r, ctx);
            }
            operands.push(result);
          } else {
            operands.push(yield evalToken(token, ctx, lenient));
          }
        }
        return operands[0];
      }
      valid() {
        return !!this.postfix.length;
      }
    };
    function* evalToken(token, ctx, lenient = false) {
      if (!token)
        return;
      if ("content" in token)
        return token.content;
      if (isPropertyAccessToken(token))
        return yield evalPropertyAccessToken(token, ctx, lenient);
      if (isRangeToken(token))
        return yield evalRangeToken(token, ctx);
      if (isFilteredValueToken(token))
        return yield evalFilteredValueToken(token, ctx, lenient);
    }
    function* evalFilteredValueToken(token, ctx, lenient) {
      assert(ctx.liquid, "FilteredValueToken evaluation requires liquid instance in context");
      lenient = lenient || ctx.opts.lenientIf && token.filters.length > 0 && token.filters[0].name === "default";
      let val = yield token.initial.evaluate(ctx, lenient);
      for (const filterToken of token.filters) {
        const filterImpl = ctx.liquid.filters[filterToken.name];
        assert(filterImpl || !ctx.liquid.options.strictFilters, () => `undefined filter: ${filterToken.name}`);
        const filter2 = new Filter(filterToken, filterImpl, ctx.liquid);
        val = yield filter2.render(val, ctx);
      }
      return val;
    }
    function* evalTokenValue(token, ctx, lenient = false) {
      return yield toValue(yield evalToken(token, ctx, lenient));
    }
    function* evalPropertyAccessToken(token, ctx, lenient) {
      const props = [];
      for (const prop of token.props) {
        props.push(yield evalTokenValue(prop, ctx, false));
      }
      try {
        if (token.variable) {
          const variable = yield evalToken(token.variable, ctx, lenient);
          return yield ctx._getFromScope(variable, props);
        } else {
          return yield ctx._get(props);
        }
      } catch (e) {
        if (lenient && e.name === "InternalUndefinedVariableError")
          return null;
        throw new UndefinedVariableError2(e, token);
      }
    }
    function evalQuotedToken(token) {
      return token.content;
    }
    function* evalRangeToken(token, ctx) {
      const low = yield evalTokenValue(token.lhs, ctx);
      const high = yield evalTokenValue(token.rhs, ctx);
      ctx.memoryLimit.use(high - low + 1);
      return range(+low, +high + 1);
    }
    function* toPostfix(tokens) {
      const ops = [];
      for (const token of tokens) {
        if (isOperatorToken(token)) {
          while (ops.length && ops[ops.length - 1].getPrecedence() > token.getPrecedence()) {
            yield ops.pop();
          }
          ops.push(token);
        } else
          yield token;
      }
      while (ops.length) {
        yield ops.pop();
      }
    }
    function isTruthy(val, ctx) {
      return !isFalsy(val, ctx);
    }
    function isFalsy(val, ctx) {
      val = toValue(val);
      if (ctx.opts.jsTruthy) {
        return !val;
      } else {
        return val === false || void 0 === val || val === null;
      }
    }
    var defaultOperators = {
      "==": function* (l, r) {
        return yield equals(l, r);
      },
      "!=": function* (l, r) {
        return !(yield equals(l, r));
      },
      ">": function* (l, r) {
        if (isComparable(l))
          return yield l.gt(r);
        if (isComparable(r))
          return yield r.lt(l);
        return (yield toValue(l)) > (yield toValue(r));
      },
      "<": function* (l, r) {
        if (isComparable(l))
          return yield l.lt(r);
        if (isComparable(r))
          return yield r.gt(l);
        return (yield toValue(l)) < (yield toValue(r));
      },
      ">=": function* (l, r) {
        if (isComparable(l))
          return yield l.geq(r);
        if (isComparable(r))
          return yield r.leq(l);
        return (yield toValue(l)) >= (yield toValue(r));
      },
      "<=": function* (l, r) {
        if (isComparable(l))
          return yield l.leq(r);
        if (isComparable(r))
          return yield r.geq(l);
        return (yield toValue(l)) <= (yield toValue(r));
      },
      "contains": function* (l, r) {
        l = yield toValue(l);
        if (isArray(l))
          return yield arrayIncludes(l, r);
        if (isFunction(l?.indexOf))
          return l.indexOf(yield toValue(r)) > -1;
        return false;
      },
      "not": function* (v, ctx) {
        return isFalsy(yield toValue(v), ctx);
      },
      "and": function* (l, r, ctx) {
        return isTruthy(yield toValue(l), ctx) && isTruthy(yield toValue(r), ctx);
      },
      "or": function* (l, r, ctx) {
        return isTruthy(yield toValue(l), ctx) || isTruthy(yield toValue(r), ctx);
      }
    };
    function* equals(lhs, rhs) {
      if (isComparable(lhs))
        return yield lhs.equals(rhs);
      if (isComparable(rhs))
        return yield rhs.equals(lhs);
      lhs = yield toValue(lhs);
      rhs = yield toValue(rhs);
      if (isArray(lhs)) {
        return isArray(rhs) && (yield arrayEquals(lhs, rhs));
      }
      return lhs === rhs;
    }
    function* arrayEquals(lhs, rhs) {
      if (lhs.length !== rhs.length)
        return false;
      for (let i = 0; i < lhs.length; i++) {
        if (!(yield equals(lhs[i], rhs[i])))
          return false;
      }
      return true;
    }
    function* arrayIncludes(arr, item) {
      for (const value of arr) {
        if (yield equals(value, item))
          return true;
      }
      return false;
    }
    var Node = class {
      constructor(key, value, next, prev) {
        this.key = key;
        this.value = value;
        this.next = next;
        this.prev = prev;
      }
    };
    var LRU = class {
      constructor(limit2, size2 = 0) {
        this.limit = limit2;
        this.size = size2;
        this.cache = {};
        this.head = new Node("HEAD", null, null, null);
        this.tail = new Node("TAIL", null, null, null);
        this.head.next = this.tail;
        this.tail.prev = this.head;
      }
      write(key, value) {
        if (this.cache[key]) {
          this.cache[key].value = value;
        } else {
          const node = new Node(key, value, this.head.next, this.head);
          this.head.next.prev = node;
          this.head.next = node;
          this.cache[key] = node;
          this.size++;
          this.ensureLimit();
        }
      }
      read(key) {
        if (!this.cache[key])
          return;
        const { value } = this.cache[key];
        this.remove(key);
        this.write(key, value);
        return value;
      }
      remove(key) {
        const node = this.cache[key];
        node.prev.next = node.next;
        node.next.prev = node.prev;
        delete this.cache[key];
        this.size--;
      }
      clear() {
        this.head.next = this.tail;
        this.tail.prev = this.head;
        this.size = 0;
        this.cache = {};
      }
      ensureLimit() {
        if (this.size > this.limit)
          this.remove(this.tail.prev.key);
      }
    };
    var requireResolve = (partial) => __require.resolve(partial, { paths: ["."] });
    var statAsync = promisify(fs$1.stat);
    var readFileAsync = promisify(fs$1.readFile);
    async function exists(filepath) {
      try {
        await statAsync(filepath);
        return true;
      } catch (err) {
        return false;
      }
    }
    function readFile2(filepath) {
      return readFileAsync(filepath, "utf8");
    }
    function existsSync2(filepath) {
      try {
        fs$1.statSync(filepath);
        return true;
      } catch (err) {
        return false;
      }
    }
    function readFileSync(filepath) {
      return fs$1.readFileSync(filepath, "utf8");
    }
    function resolve(root, file, ext) {
      if (!path3.extname(file))
        file += ext;
      return path3.resolve(root, file);
    }
    function fallback(file) {
      try {
        return requireResolve(file);
      } catch (e) {
      }
    }
    function dirname(filepath) {
      return path3.dirname(filepath);
    }
    var realpathAsync = promisify(fs$1.realpath);
    async function contains(root, file) {
      try {
        const realRoot = await realpathAsync(root);
        const realFile = await realpathAsync(file);
        const prefix = realRoot.endsWith(path3.sep) ? realRoot : realRoot + path3.sep;
        return realFile.startsWith(prefix);
      } catch {
        return false;
      }
    }
    function containsSync(root, file) {
      try {
        const realRoot = fs$1.realpathSync(root);
        const realFile = fs$1.realpathSync(file);
        const prefix = realRoot.endsWith(path3.sep) ? realRoot : realRoot + path3.sep;
        return realFile.startsWith(prefix);
      } catch {
        return false;
      }
    }
    var fs = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      exists,
      readFile: readFile2,
      existsSync: existsSync2,
      readFileSync,
      resolve,
      fallback,
      dirname,
      contains,
      containsSync,
      sep: path3.sep
    });
    function chargeJsonReplacerValue(memoryLimit, val) {
      if (typeof val === "string") {
        memoryLimit.use(val.length);
      } else if (val === null || typeof val === "number" || typeof val === "boolean") {
        memoryLimit.use(JSON.stringify(val).length);
      } else if (Array.isArray(val)) {
        memoryLimit.use(val.length + 1);
      } else if (typeof val === "object") {
        memoryLimit.use(2);
      }
    }
    function defaultFilter(value, defaultValue, ...args) {
      value = toValue(value);
      if (isArray(value) || isString(value))
        return value.length ? value : defaultValue;
      if (value === false && new Map(args).get("allow_false"))
        return false;
      return isFalsy(value, this.context) ? defaultValue : value;
    }
    function json(value, space = 0) {
      const memoryLimit = this.context.memoryLimit;
      return JSON.stringify(value, (_key, val) => {
        chargeJsonReplacerValue(memoryLimit, val);
        return val;
      }, space);
    }
    function inspect(value, space = 0) {
      const memoryLimit = this.context.memoryLimit;
      const ancestors = [];
      return JSON.stringify(value, function(_key, value2) {
        if (typeof value2 !== "object" || value2 === null) {
          chargeJsonReplacerValue(memoryLimit, value2);
          return value2;
        }
        while (ancestors.length > 0 && ancestors[ancestors.length - 1] !== this)
          ancestors.pop();
        if (ancestors.includes(value2)) {
          memoryLimit.use("[Circular]".length);
          return "[Circular]";
        }
        ancestors.push(value2);
        chargeJsonReplacerValue(memoryLimit, value2);
        return value2;
      }, space);
    }
    function to_integer(value) {
      return Number(value);
    }
    var raw = {
      raw: true,
      handler: identify
    };
    var misc = {
      default: defaultFilter,
      raw,
      jsonify: json,
      to_integer,
      json,
      inspect
    };
    var escapeMap = {
      "&": "&amp;",
      "<": "&lt;",
      ">": "&gt;",
      '"': "&#34;",
      "'": "&#39;"
    };
    var unescapeMap = {
      "&amp;": "&",
      "&lt;": "<",
      "&gt;": ">",
      "&#34;": '"',
      "&#39;": "'"
    };
    function escape(str2) {
      str2 = stringify(str2);
      this.context.memoryLimit.use(str2.length);
      return str2.replace(/&|<|>|"|'/g, (m) => escapeMap[m]);
    }
    function xml_escape(str2) {
      return escape.call(this, str2);
    }
    function unescape(str2) {
      str2 = stringify(str2);
      this.context.memoryLimit.use(str2.length);
      return str2.replace(/&(amp|lt|gt|#34|#39);/g, (m) => unescapeMap[m]);
    }
    function escape_once(str2) {
      return escape.call(this, unescape.call(this, str2));
    }
    function newline_to_br(v) {
      const str2 = stringify(v);
      this.context.memoryLimit.use(str2.length);
      return str2.replace(/\r?\n/gm, "<br />\n");
    }
    function strip_html(v) {
      const str2 = stringify(v);
      this.context.memoryLimit.use(str2.length);
      const blocks = /* @__PURE__ */ new Map([["<script", "</script>"], ["<style", "</style>"], ["<!--", "-->"], ["<", ">"]]);
      let out = "";
      let i = 0;
      while (i < str2.length) {
        const lt = str2.indexOf("<", i);
        if (lt < 0)
          return out + str2.slice(i);
        out += str2.slice(i, lt);
        for (const [opener, closer] of blocks) {
          if (!str2.startsWith(opener, lt))
            continue;
          const e = str2.indexOf(closer, lt + opener.length);
          if (e >= 0) {
            i = e + closer.length;
            break;
          }
          blocks.delete(opener);
        }
        if (i <= lt)
          return out + str2.slice(lt);
      }
      return out;
    }
    var htmlFilters = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      escape,
      xml_escape,
      escape_once,
      newline_to_br,
      strip_html
    });
    var MapFS = class {
      constructor(mapping) {
        this.mapping = mapping;
        this.sep = "/";
      }
      async exists(filepath) {
        return this.existsSync(filepath);
      }
      existsSync(filepath) {
        return !isNil(this.mapping[filepath]);
      }
      async readFile(filepath) {
        return this.readFileSync(filepath);
      }
      readFileSync(filepath) {
        const content = this.mapping[filepath];
        if (isNil(content))
          throw new Error(`ENOENT: ${filepath}`);
        return content;
      }
      dirname(filepath) {
        const segments = filepath.split(this.sep);
        segments.pop();
        return segments.join(this.sep);
      }
      resolve(dir, file, ext) {
        file += ext;
        if (dir === ".")
          return file;
        const segments = dir.split(/\/+/);
        for (const segment of file.split(this.sep)) {
          if (segment === "." || segment === "")
            continue;
          else if (segment === "..") {
            if (segments.length > 1 || segments[0] !== "")
              segments.pop();
          } else
            segments.push(segment);
        }
        return segments.join(this.sep);
      }
    };
    var defaultOptions = {
      root: ["."],
      layouts: ["."],
      partials: ["."],
      relativeReference: true,
      jekyllInclude: false,
      keyValueSeparator: ":",
      cache: void 0,
      extname: "",
      fs,
      dynamicPartials: true,
      jsTruthy: false,
      dateFormat: "%A, %B %-e, %Y at %-l:%M %P %z",
      locale: "",
      trimTagRight: false,
      trimTagLeft: false,
      trimOutputRight: false,
      trimOutputLeft: false,
      greedy: true,
      tagDelimiterLeft: "{%",
      tagDelimiterRight: "%}",
      outputDelimiterLeft: "{{",
      outputDelimiterRight: "}}",
      preserveTimezones: false,
      strictFilters: false,
      strictVariables: false,
      ownPropertyOnly: true,
      lenientIf: false,
      globals: {},
      keepOutputType: false,
      operators: defaultOperators,
      groupedExpressions: false,
      memoryLimit: Infinity,
      parseLimit: Infinity,
      renderLimit: Infinity
    };
    function normalize(options2) {
      if (options2.hasOwnProperty("root")) {
        if (!options2.hasOwnProperty("partials"))
          options2.partials = options2.root;
        if (!options2.hasOwnProperty("layouts"))
          options2.layouts = options2.root;
      }
      if (options2.hasOwnProperty("cache")) {
        let cache;
        if (typeof options2.cache === "number")
          cache = options2.cache > 0 ? new LRU(options2.cache) : void 0;
        else if (typeof options2.cache === "object")
          cache = options2.cache;
        else
          cache = options2.cache ? new LRU(1024) : void 0;
        options2.cache = cache;
      }
      options2 = { ...defaultOptions, ...options2.jekyllInclude ? { dynamicPartials: false } : {}, ...options2 };
      if ((!options2.fs.dirname || !options2.fs.sep) && options2.relativeReference) {
        console.warn("[LiquidJS] `fs.dirname` and `fs.sep` are required for relativeReference, set relativeReference to `false` to suppress this warning");
        options2.relativeReference = false;
      }
      options2.root = normalizeDirectoryList(options2.root);
      options2.partials = normalizeDirectoryList(options2.partials);
      options2.layouts = normalizeDirectoryList(options2.layouts);
      options2.outputEscape = options2.outputEscape && getOutputEscapeFunction(options2.outputEscape);
      if (!options2.locale) {
        options2.locale = getDateTimeFormat()?.().resolvedOptions().locale ?? "en-US";
      }
      if (options2.templates) {
        options2.fs = new MapFS(options2.templates);
        options2.relativeReference = true;
        options2.root = options2.partials = options2.layouts = ".";
      }
      return options2;
    }
    function getOutputEscapeFunction(nameOrFunction) {
      if (nameOrFunction === "escape")
        return escape;
      if (nameOrFunction === "json")
        return misc.json;
      assert(isFunction(nameOrFunction), "`outputEscape` need to be of type string or function");
      return nameOrFunction;
    }
    function normalizeDirectoryList(value) {
      let list = [];
      if (isArray(value))
        list = value;
      if (isString(value))
        list = [value];
      return list;
    }
    function whiteSpaceCtrl(tokens, options2) {
      let inRaw = false;
      for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i];
        if (!isDelimitedToken(token))
          continue;
        if (!inRaw && token.trimLeft) {
          trimLeft(tokens[i - 1], options2.greedy);
        }
        if (isTagToken(token)) {
          if (token.name === "raw")
            inRaw = true;
          else if (token.name === "endraw")
            inRaw = false;
        }
        if (!inRaw && token.trimRight) {
          trimRight(tokens[i + 1], options2.greedy);
        }
      }
    }
    function trimLeft(token, greedy) {
      if (!token || !isHTMLToken(token))
        return;
      const mask = greedy ? BLANK : INLINE_BLANK;
      while (TYPES[token.input.charCodeAt(token.end - 1 - token.trimRight)] & mask)
        token.trimRight++;
    }
    function trimRight(token, greedy) {
      if (!token || !isHTMLToken(token))
        return;
      const mask = greedy ? BLANK : INLINE_BLANK;
      while (TYPES[token.input.charCodeAt(token.begin + token.trimLeft)] & mask)
        token.trimLeft++;
      if (token.input.charAt(token.begin + token.trimLeft) === "\n")
        token.trimLeft++;
    }
    var Tokenizer = class {
      constructor(input, operators = defaultOptions.operators, file, range2, groupedExpressions = false) {
        this.input = input;
        this.file = file;
        this.rawBeginAt = -1;
        this.p = range2 ? range2[0] : 0;
        this.N = range2 ? range2[1] : input.length;
        this.opTrie = createTrie(operators);
        this.literalTrie = createTrie(literalValues);
        this.groupedExpressions = groupedExpressions;
      }
      readExpression() {
        return new Expression(this.readExpressionTokens());
      }
      *readExpressionTokens() {
        while (this.p < this.N) {
          const operator = this.readOperator();
          if (operator) {
            yield operator;
            continue;
          }
          const operand = this.readValue();
          if (operand) {
            yield operand;
            continue;
          }
          return;
        }
      }
      readOperator() {
        this.skipBlank();
        const end = this.matchTrie(this.opTrie);
        if (end === -1)
          return;
        return new OperatorToken(this.input, this.p, this.p = end, this.file);
      }
      matchTrie(trie) {
        let node = trie;
        let i = this.p;
        let info;
        while (node[this.input[i]] && i < this.N) {
          node = node[this.input[i++]];
          if (node["end"])
            info = node;
        }
        if (!info)
          return -1;
        if (info["needBoundary"] && isWord(this.peek(i - this.p)))
          return -1;
        return i;
      }
      readFilteredValue() {
        const begin = this.p;
        const initial = this.readExpression();
        this.assert(initial.valid(), `invalid value expression: ${this.snapshot()}`);
        const filters2 = this.readFilters();
        return new FilteredValueToken(initial, filters2, this.input, begin, this.p, this.file);
      }
      readFilters() {
        const filters2 = [];
        while (true) {
          const filter2 = this.readFilter();
          if (!filter2)
            return filters2;
          filters2.push(filter2);
        }
      }
      readFilter() {
        this.skipBlank();
        if (this.end())
          return null;
        if (this.peek() === ")" || this.peek() === ",")
          return null;
        this.assert(this.read() === "|", `expected "|" before filter`);
        const name = this.readIdentifier();
        if (!name.size()) {
          this.assert(this.end(), `expected filter name`);
          return null;
        }
        const args = [];
        this.skipBlank();
        if (this.peek() === ":") {
          do {
            ++this.p;
            const arg = this.readFilterArg();
            arg && args.push(arg);
            this.skipBlank();
            this.assert(this.end() || this.peek() === "," || this.peek() === "|" || this.peek() === ")", () => `unexpected character ${this.snapshot()}`);
          } while (this.peek() === ",");
        } else if (this.peek() === "|" || this.peek() === ")" || this.peek() === "," || this.end()) ;
        else {
          throw this.error('expected ":" after filter name');
        }
        return new FilterToken(name.getText(), args, this.input, name.begin, this.p, this.file);
      }
      readFilterArg() {
        const key = this.readValue();
        if (!key)
          return;
        this.skipBlank();
        if (this.peek() !== ":")
          return key;
        ++this.p;
        const value = this.readValue();
        return [key.getText(), value];
      }
      readTopLevelTokens(options2 = defaultOptions) {
        const tokens = [];
        while (this.p < this.N) {
          const token = this.readTopLevelToken(options2);
          tokens.push(token);
        }
        whiteSpaceCtrl(tokens, options2);
        return tokens;
      }
      readTopLevelToken(options2) {
        const { tagDelimiterLeft, outputDelimiterLeft } = options2;
        if (this.rawBeginAt > -1)
          return this.readEndrawOrRawContent(options2);
        if (this.match(tagDelimiterLeft))
          return this.readTagToken(options2);
        if (this.match(outputDelimiterLeft))
          return this.readOutputToken(options2);
        return this.readHTMLToken([tagDelimiterLeft, outputDelimiterLeft]);
      }
      readHTMLToken(stopStrings) {
        const begin = this.p;
        while (this.p < this.N) {
          if (stopStrings.some((str2) => this.match(str2)))
            break;
          ++this.p;
        }
        return new HTMLToken(this.input, begin, this.p, this.file);
      }
      readTagToken(options2) {
        const { file, input } = this;
        const begin = this.p;
        if (this.readToDelimiter(options2.tagDelimiterRight) === -1) {
          throw this.error(`tag ${this.snapshot(begin)} not closed`, begin);
        }
        const token = new TagToken(input, begin, this.p, options2, file);
        if (token.name === "raw")
          this.rawBeginAt = begin;
        return token;
      }
      readToDelimiter(delimiter, respectQuoted = false) {
        this.skipBlank();
        while (this.p < this.N) {
          if (respectQuoted && this.peekType() & QUOTE) {
            this.readQuoted();
            continue;
          }
          ++this.p;
          if (this.rmatch(delimiter))
            return this.p;
        }
        return -1;
      }
      readOutputToken(options2 = defaultOptions) {
        const { file, input } = this;
        const { outputDelimiterRight } = options2;
        const begin = this.p;
        if (this.readToDelimiter(outputDelimiterRight, true) === -1) {
          throw this.error(`output ${this.snapshot(begin)} not closed`, begin);
        }
        return new OutputToken(input, begin, this.p, options2, file);
      }
      readEndrawOrRawContent(options2) {
        const { tagDelimiterLeft, tagDelimiterRight } = options2;
        const begin = this.p;
        let leftPos = this.readTo(tagDelimiterLeft) - tagDelimiterLeft.length;
        while (this.p < this.N) {
          if (this.readIdentifier().getText() !== "endraw") {
            leftPos = this.readTo(tagDelimiterLeft) - tagDelimiterLeft.length;
            continue;
          }
          while (this.p <= this.N) {
            if (this.rmatch(tagDelimiterRight)) {
              const end = this.p;
              if (begin === leftPos) {
                this.rawBeginAt = -1;
                return new TagToken(this.input, begin, end, options2, this.file);
              } else {
                this.p = leftPos;
                return new HTMLToken(this.input, begin, leftPos, this.file);
              }
            }
            if (this.rmatch(tagDelimiterLeft))
              break;
            this.p++;
          }
        }
        throw this.error(`raw ${this.snapshot(this.rawBeginAt)} not closed`, begin);
      }
      readLiquidTagTokens(options2 = defaultOptions) {
        const tokens = [];
        while (this.p < this.N) {
          const token = this.readLiquidTagToken(options2);
          token && tokens.push(token);
        }
        return tokens;
      }
      readLiquidTagToken(options2) {
        this.skipBlank();
        if (this.end())
          return;
        const begin = this.p;
        this.readToDelimiter("\n");
        const end = this.p;
        return new LiquidTagToken(this.input, begin, end, options2, this.file);
      }
      error(msg, pos = this.p) {
        return new TokenizationError(msg, new IdentifierToken(this.input, pos, this.N, this.file));
      }
      assert(pred, msg, pos) {
        if (!pred)
          throw this.error(typeof msg === "function" ? msg() : msg, pos);
      }
      snapshot(begin = this.p) {
        return JSON.stringify(ellipsis(this.input.slice(begin, this.N), 32));
      }
      /**
       * @deprecated use #readIdentifier instead
       */
      readWord() {
        return this.readIdentifier();
      }
      readIdentifier() {
        this.skipBlank();
        const begin = this.p;
        while (!this.end() && isWord(this.peek()))
          ++this.p;
        return new IdentifierToken(this.input, begin, this.p, this.file);
      }
      readNonEmptyIdentifier() {
        const id = this.readIdentifier();
        return id.size() ? id : void 0;
      }
      readTagName() {
        this.skipBlank();
        if (this.input[this.p] === "#")
          return this.input.slice(this.p, ++this.p);
        return this.readIdentifier().getText();
      }
      readHashes(jekyllStyle) {
        const hashes = [];
        while (true) {
          const hash = this.readHash(jekyllStyle);
          if (!hash)
            return hashes;
          hashes.push(hash);
        }
      }
      readHash(jekyllStyle) {
        this.skipBlank();
        if (this.peek() === ",")
          ++this.p;
        const begin = this.p;
        const name = this.readNonEmptyIdentifier();
        if (!name)
          return;
        let value;
        this.skipBlank();
        const sep = isString(jekyllStyle) ? jekyllStyle : jekyllStyle ? "=" : ":";
        if (this.peek() === sep) {
          ++this.p;
          value = this.readValue();
        }
        return new HashToken(this.input, begin, this.p, name, value, this.file);
      }
      remaining() {
        return this.input.slice(this.p, this.N);
      }
      advance(step = 1) {
        this.p += step;
      }
      end() {
        return this.p >= this.N;
      }
      read() {
        return this.input[this.p++];
      }
      readTo(end) {
        while (this.p < this.N) {
          ++this.p;
          if (this.rmatch(end))
            return this.p;
        }
        return -1;
      }
      readValue() {
        this.skipBlank();
        const begin = this.p;
        let variable = this.readLiteral() || this.readQuoted() || this.readNumber();
        if (!variable && this.peek() === "(") {
          variable = this.readGroupOrRange();
        }
        const props = this.readProperties(!variable);
        if (!props.length)
          return variable;
        return new PropertyAccessToken(variable, props, this.input, begin, this.p);
      }
      readScopeValue() {
        this.skipBlank();
        const begin = this.p;
        const props = this.readProperties();
        if (!props.length)
          return void 0;
        return new PropertyAccessToken(void 0, props, this.input, begin, this.p);
      }
      readProperties(isBegin = true) {
        const props = [];
        while (true) {
          if (this.peek() === "[") {
            this.p++;
            const prop = this.readValue() || new IdentifierToken(this.input, this.p, this.p, this.file);
            this.assert(this.readTo("]") !== -1, "[ not closed");
            props.push(prop);
            continue;
          }
          if (isBegin && !props.length) {
            const prop = this.readNonEmptyIdentifier();
            if (prop) {
              props.push(prop);
              continue;
            }
          }
          if (this.peek() === "." && this.peek(1) !== ".") {
            this.p++;
            const prop = this.readNonEmptyIdentifier();
            if (!prop)
              break;
            props.push(prop);
            continue;
          }
          break;
        }
        return props;
      }
      readNumber() {
        this.skipBlank();
        let decimalFound = false;
        let digitFound = false;
        let n = 0;
        if (this.peekType() & SIGN)
          n++;
        while (this.p + n <= this.N) {
          if (this.peekType(n) & NUMBER) {
            digitFound = true;
            n++;
          } else if (this.peek(n) === "." && this.peek(n + 1) !== ".") {
            if (decimalFound || !digitFound)
              return;
            decimalFound = true;
            n++;
          } else
            break;
        }
        if (digitFound && !isWord(this.peek(n))) {
          const num = new NumberToken(this.input, this.p, this.p + n, this.file);
          this.advance(n);
          return num;
        }
      }
      readLiteral() {
        this.skipBlank();
        const end = this.matchTrie(this.literalTrie);
        if (end === -1)
          return;
        const literal2 = new LiteralToken(this.input, this.p, end, this.file);
        this.p = end;
        return literal2;
      }
      readGroupOrRange() {
        this.skipBlank();
        const begin = this.p;
        if (this.peek() !== "(")
          return;
        ++this.p;
        const lhs = this.readValueOrThrow();
        this.skipBlank();
        if (this.peek() === "." && this.peek(1) === ".") {
          this.p += 2;
          const rhs = this.readValueOrThrow();
          this.skipBlank();
          this.assert(this.read() === ")", "invalid range syntax");
          return new RangeToken(this.input, begin, this.p, lhs, rhs, this.file);
        }
        if (this.groupedExpressions) {
          const initial = new Expression([lhs, ...this.readExpressionTokens()]);
          this.assert(initial.valid(), () => `invalid value expression: ${this.snapshot()}`);
          const filters2 = this.readFilters();
          this.skipBlank();
          this.assert(this.read() === ")", "unbalanced parentheses");
          return new FilteredValueToken(initial, filters2, this.input, begin, this.p, this.file);
        }
        throw this.error("invalid range syntax");
      }
      readValueOrThrow() {
        const value = this.readValue();
        this.assert(value, () => `unexpected token ${this.snapshot()}, value expected`);
        return value;
      }
      readQuoted() {
        this.skipBlank();
        const begin = this.p;
        if (!(this.peekType() & QUOTE))
          return;
        ++this.p;
        let escaped = false;
        while (this.p < this.N) {
          ++this.p;
          if (this.input[this.p - 1] === this.input[begin] && !escaped)
            break;
          if (escaped)
            escaped = false;
          else if (this.input[this.p - 1] === "\\")
            escaped = true;
        }
        return new QuotedToken(this.input, begin, this.p, this.file);
      }
      *readFileNameTemplate(options2) {
        const { outputDelimiterLeft } = options2;
        const htmlStopStrings = [",", " ", "\r", "\n", "	", outputDelimiterLeft];
        const htmlStopStringSet = new Set(htmlStopStrings);
        while (this.p < this.N && !htmlStopStringSet.has(this.peek())) {
          yield this.match(outputDelimiterLeft) ? this.readOutputToken(options2) : this.readHTMLToken(htmlStopStrings);
        }
      }
      match(word) {
        for (let i = 0; i < word.length; i++) {
          if (word[i] !== this.input[this.p + i])
            return false;
        }
        return true;
      }
      rmatch(pattern) {
        for (let i = 0; i < pattern.length; i++) {
          if (pattern[pattern.length - 1 - i] !== this.input[this.p - 1 - i])
            return false;
        }
        return true;
      }
      peekType(n = 0) {
        return this.p + n >= this.N ? 0 : TYPES[this.input.charCodeAt(this.p + n)];
      }
      peek(n = 0) {
        return this.p + n >= this.N ? "" : this.input[this.p + n];
      }
      skipBlank() {
        while (this.peekType() & BLANK)
          ++this.p;
      }
    };
    var ParseStream = class {
      constructor(tokens, parseToken) {
        this.handlers = {};
        this.stopRequested = false;
        this.tokens = tokens;
        this.parseToken = parseToken;
      }
      on(name, cb) {
        this.handlers[name] = cb;
        return this;
      }
      trigger(event, arg) {
        const h = this.handlers[event];
        return h ? (h.call(this, arg), true) : false;
      }
      start() {
        this.trigger("start");
        let token;
        while (!this.stopRequested && (token = this.tokens.shift())) {
          if (this.trigger("token", token))
            continue;
          if (isTagToken(token) && this.trigger(`tag:${token.name}`, token)) {
            continue;
          }
          const template = this.parseToken(token, this.tokens);
          this.trigger("template", template);
        }
        if (!this.stopRequested)
          this.trigger("end");
        return this;
      }
      stop() {
        this.stopRequested = true;
        return this;
      }
    };
    var TemplateImpl = class {
      constructor(token) {
        this.token = token;
      }
    };
    var Tag = class extends TemplateImpl {
      constructor(token, remainTokens, liquid) {
        super(token);
        this.name = token.name;
        this.liquid = liquid;
        this.tokenizer = token.tokenizer;
      }
    };
    var Hash = class {
      constructor(input, jekyllStyle) {
        this.hash = {};
        const tokenizer = input instanceof Tokenizer ? input : new Tokenizer(input, {});
        for (const hash of tokenizer.readHashes(jekyllStyle)) {
          this.hash[hash.name.content] = hash.value;
        }
      }
      *render(ctx) {
        const hash = {};
        for (const key of Object.keys(this.hash)) {
          hash[key] = this.hash[key] === void 0 ? true : yield evalToken(this.hash[key], ctx);
        }
        return hash;
      }
    };
    function createTagClass(options2) {
      return class extends Tag {
        constructor(token, tokens, liquid) {
          super(token, tokens, liquid);
          if (isFunction(options2.parse)) {
            options2.parse.call(this, token, tokens);
          }
        }
        *render(ctx, emitter) {
          const hash = yield new Hash(this.token.args, ctx.opts.keyValueSeparator).render(ctx);
          return yield options2.render.call(this, ctx, emitter, hash);
        }
      };
    }
    var Value = class {
      /**
       * @param str the value to be valuated, eg.: "foobar" | truncate: 3
       */
      constructor(input, liquid) {
        this.filters = [];
        const token = typeof input === "string" ? new Tokenizer(input, liquid.options.operators, void 0, void 0, liquid.options.groupedExpressions).readFilteredValue() : input;
        this.initial = token.initial;
        this.filters = token.filters.map((token2) => new Filter(token2, this.getFilter(liquid, token2.name), liquid));
      }
      *value(ctx, lenient) {
        lenient = lenient || ctx.opts.lenientIf && this.filters.length > 0 && this.filters[0].name === "default";
        let val = yield this.initial.evaluate(ctx, lenient);
        for (const filter2 of this.filters) {
          val = yield filter2.render(val, ctx);
        }
        return val;
      }
      getFilter(liquid, name) {
        const impl = liquid.filters[name];
        assert(impl || !liquid.options.strictFilters, () => `undefined filter: ${name}`);
        return impl;
      }
    };
    var Output = class extends TemplateImpl {
      constructor(token, liquid) {
        super(token);
        const tokenizer = new Tokenizer(token.input, liquid.options.operators, token.file, token.contentRange, liquid.options.groupedExpressions);
        this.value = new Value(tokenizer.readFilteredValue(), liquid);
        const filters2 = this.value.filters;
        const outputEscape = liquid.options.outputEscape;
        if (!filters2[filters2.length - 1]?.raw && outputEscape) {
          const token2 = new FilterToken(toString.call(outputEscape), [], "", 0, 0);
          filters2.push(new Filter(token2, outputEscape, liquid));
        }
      }
      *render(ctx, emitter) {
        const val = yield toValue(yield this.value.value(ctx, false));
        emitter.write(val);
      }
      *arguments() {
        yield this.value;
      }
    };
    var HTML = class extends TemplateImpl {
      constructor(token) {
        super(token);
        this.str = token.getContent();
      }
      *render(ctx, emitter) {
        emitter.write(this.str);
      }
    };
    var Variable = class _Variable {
      constructor(segments, location) {
        this.segments = segments;
        this.location = location;
      }
      toString() {
        return segmentsString(this.segments, true);
      }
      /** Return this variable's segments as an array, possibly with nested arrays for nested paths. */
      toArray() {
        function* _visit(...segments) {
          for (const segment of segments) {
            if (segment instanceof _Variable) {
              yield Array.from(_visit(...segment.segments));
            } else {
              yield segment;
            }
          }
        }
        return Array.from(_visit(...this.segments));
      }
    };
    var VariableMap = class {
      constructor() {
        this.map = /* @__PURE__ */ new Map();
      }
      get(key) {
        const k = segmentsString([key.segments[0]]);
        if (!this.map.has(k)) {
          this.map.set(k, []);
        }
        return this.map.get(k);
      }
      has(key) {
        return this.map.has(segmentsString([key.segments[0]]));
      }
      push(variable) {
        this.get(variable).push(variable);
      }
      asObject() {
        return Object.fromEntries(this.map);
      }
    };
    var defaultStaticAnalysisOptions = {
      partials: true
    };
    function* _analyze(templates, partials, sync) {
      const variables = new VariableMap();
      const globals = new VariableMap();
      const locals = new VariableMap();
      const rootScope = new DummyScope(/* @__PURE__ */ new Set());
      const seen = /* @__PURE__ */ new Set();
      function updateVariables(variable, scope) {
        variables.push(variable);
        const aliased = scope.alias(variable);
        if (aliased !== void 0) {
          const root = aliased.segments[0];
          if (isString(root) && !rootScope.has(root)) {
            globals.push(aliased);
          }
        } else {
          const root = variable.segments[0];
          if (isString(root) && !scope.has(root)) {
            globals.push(variable);
          }
        }
        for (const segment of variable.segments) {
          if (segment instanceof Variable) {
            updateVariables(segment, scope);
          }
        }
      }
      function* visit(template, scope) {
        if (template.arguments) {
          for (const arg of template.arguments()) {
            for (const variable of extractVariables(arg)) {
              updateVariables(variable, scope);
            }
          }
        }
        if (template.localScope) {
          for (const ident of template.localScope()) {
            scope.add(ident.content);
            scope.deleteAlias(ident.content);
            const [row, col] = ident.getPosition();
            locals.push(new Variable([ident.content], { row, col, file: ident.file }));
          }
        }
        if (template.children) {
          if (template.partialScope) {
            const partial = template.partialScope();
            if (partial === void 0) {
              for (const child of yield template.children(partials, sync)) {
                yield visit(child, scope);
              }
              return;
            }
            if (seen.has(partial.name))
              return;
            const partialScopeNames = /* @__PURE__ */ new Set();
            const partialScope = partial.isolated ? new DummyScope(partialScopeNames) : scope.push(partialScopeNames);
            for (const name of partial.scope) {
              if (isString(name)) {
                partialScopeNames.add(name);
              } else {
                const [alias, argument] = name;
                partialScopeNames.add(alias);
                const variables2 = Array.from(extractVariables(argument));
                if (variables2.length) {
                  partialScope.setAlias(alias, variables2[0].segments);
                }
              }
            }
            for (const child of yield template.children(partials, sync)) {
              yield visit(child, partialScope);
              seen.add(partial.name);
            }
            partialScope.pop();
          } else {
            if (template.blockScope) {
              scope.push(new Set(template.blockScope()));
            }
            for (const child of yield template.children(partials, sync)) {
              yield visit(child, scope);
            }
            if (template.blockScope) {
              scope.pop();
            }
          }
        }
      }
      for (const template of templates) {
        yield visit(template, rootScope);
      }
      return {
        variables: variables.asObject(),
        globals: globals.asObject(),
        locals: locals.asObject()
      };
    }
    function analyze(template, options2 = {}) {
      const opts = { ...defaultStaticAnalysisOptions, ...options2 };
      return toPromise(_analyze(template, opts.partials, false));
    }
    function analyzeSync(template, options2 = {}) {
      const opts = { ...defaultStaticAnalysisOptions, ...options2 };
      return toValueSync(_analyze(template, opts.partials, true));
    }
    var DummyScope = class {
      constructor(globals) {
        this.stack = [{ names: globals, aliases: /* @__PURE__ */ new Map() }];
      }
      /** Return true if `name` is in scope.  */
      has(name) {
        for (const scope of this.stack) {
          if (scope.names.has(name)) {
            return true;
          }
        }
        return false;
      }
      push(scope) {
        this.stack.push({ names: scope, aliases: /* @__PURE__ */ new Map() });
        return this;
      }
      pop() {
        return this.stack.pop()?.names;
      }
      // Add a name to the template scope.
      add(name) {
        this.stack[0].names.add(name);
      }
      /** Return the variable that `variable` aliases, or `variable` if it doesn't alias anything. */
      alias(variable) {
        const root = variable.segments[0];
        if (!isString(root))
          return void 0;
        const alias = this.getAlias(root);
        if (alias === void 0)
          return void 0;
        return new Variable([...alias, ...variable.segments.slice(1)], variable.location);
      }
      // TODO: `from` could be a path with multiple segments, like `include.x`.
      setAlias(from, to) {
        this.stack[this.stack.length - 1].aliases.set(from, to);
      }
      deleteAlias(name) {
        this.stack[this.stack.length - 1].aliases.delete(name);
      }
      getAlias(name) {
        for (const scope of this.stack) {
          if (scope.aliases.has(name)) {
            return scope.aliases.get(name);
          }
          if (scope.names.has(name)) {
            return void 0;
          }
        }
        return void 0;
      }
    };
    function* extractVariables(value) {
      if (isValueToken(value)) {
        yield* extractValueTokenVariables(value);
      } else if (value instanceof Value) {
        yield* extractFilteredValueVariables(value);
      }
    }
    function* extractFilteredValueVariables(value) {
      for (const token of value.initial.postfix) {
        if (isValueToken(token)) {
          yield* extractValueTokenVariables(token);
        }
      }
      for (const filter2 of value.filters) {
        for (const arg of filter2.args) {
          if (isKeyValuePair(arg) && arg[1]) {
            yield* extractValueTokenVariables(arg[1]);
          } else if (isValueToken(arg)) {
            yield* extractValueTokenVariables(arg);
          }
        }
      }
    }
    function* extractValueTokenVariables(token) {
      if (isRangeToken(token)) {
        yield* extractValueTokenVariables(token.lhs);
        yield* extractValueTokenVariables(token.rhs);
      } else if (isFilteredValueToken(token)) {
        yield* extractGroupedExpressionTokenVariables(token);
      } else if (isPropertyAccessToken(token)) {
        yield extractPropertyAccessVariable(token);
      }
    }
    function* extractGroupedExpressionTokenVariables(token) {
      if (!isFilteredValueToken(token))
        return;
      for (const t of token.initial.postfix) {
        if (isValueToken(t))
          yield* extractValueTokenVariables(t);
      }
      for (const filter2 of token.filters) {
        for (const arg of filter2.args) {
          if (isKeyValuePair(arg) && arg[1]) {
            yield* extractValueTokenVariables(arg[1]);
          } else if (isValueToken(arg)) {
            yield* extractValueTokenVariables(arg);
          }
        }
      }
    }
    function extractPropertyAccessVariable(token) {
      const segments = [];
      let file = token.file;
      const root = token.props[0];
      file = file || root.file;
      if (isQuotedToken(root) || isNumberToken(root) || isWordToken(root)) {
        segments.push(root.content);
      } else if (isPropertyAccessToken(root)) {
        segments.push(...extractPropertyAccessVariable(root).segments);
      }
      for (const prop of token.props.slice(1)) {
        file = file || prop.file;
        if (isQuotedToken(prop) || isNumberToken(prop) || isWordToken(prop)) {
          segments.push(prop.content);
        } else if (isPropertyAccessToken(prop)) {
          segments.push(extractPropertyAccessVariable(prop));
        }
      }
      const [row, col] = token.getPosition();
      return new Variable(segments, {
        row,
        col,
        file
      });
    }
    var RE_PROPERTY = /^[\u0080-\uFFFFa-zA-Z_][\u0080-\uFFFFa-zA-Z0-9_-]*$/;
    function segmentsString(segments, bracketedRoot = false) {
      const buf = [];
      const root = segments[0];
      if (isString(root)) {
        if (!bracketedRoot || root.match(RE_PROPERTY)) {
          buf.push(`${root}`);
        } else {
          buf.push(`['${root}']`);
        }
      }
      for (const segment of segments.slice(1)) {
        if (segment instanceof Variable) {
          buf.push(`[${segmentsString(segment.segments)}]`);
        } else if (isString(segment)) {
          if (segment.match(RE_PROPERTY)) {
            buf.push(`.${segment}`);
          } else {
            buf.push(`['${segment}']`);
          }
        } else {
          buf.push(`[${segment}]`);
        }
      }
      return buf.join("");
    }
    (function(LookupType) {
      LookupType["Partials"] = "partials";
      LookupType["Layouts"] = "layouts";
      LookupType["Root"] = "root";
    })(exports2.LookupType || (exports2.LookupType = {}));
    var Loader = class {
      constructor(options2) {
        this.options = options2;
        if (options2.relativeReference) {
          const sep = options2.fs.sep;
          assert(sep, "`fs.sep` is required for relative reference");
          const prefixes = ["." + sep, ".." + sep, "./", "../"];
          this.shouldLoadRelative = (referencedFile) => prefixes.some((prefix) => referencedFile.startsWith(prefix));
        } else {
          this.shouldLoadRelative = (_referencedFile) => false;
        }
        const fs2 = options2.fs;
        this.contains = toLiquidAsync(fs2.contains?.bind(fs2) || (async () => true), fs2.containsSync?.bind(fs2) || (() => true));
        this.exists = toLiquidAsync(fs2.exists?.bind(fs2) || (async () => false), fs2.existsSync?.bind(fs2));
      }
      *lookup(file, type, sync, currentFile) {
        const dirs = this.options[type];
        for (const filepath of this.candidates(file, dirs, currentFile)) {
          let allowed = false;
          for (const dir of dirs) {
            if (yield this.contains(!!sync, dir, filepath)) {
              allowed = true;
              break;
            }
          }
          if (!allowed)
            continue;
          if (yield this.exists(!!sync, filepath))
            return filepath;
        }
        throw this.lookupError(file, dirs);
      }
      *candidates(file, dirs, currentFile) {
        const { fs: fs2, extname } = this.options;
        if (this.shouldLoadRelative(file) && currentFile) {
          const referenced = fs2.resolve(this.dirname(currentFile), file, extname);
          yield referenced;
        }
        for (const dir of dirs) {
          const referenced = fs2.resolve(dir, file, extname);
          yield referenced;
        }
        if (fs2.fallback !== void 0) {
          const filepath = fs2.fallback(file);
          if (filepath !== void 0)
            yield filepath;
        }
      }
      dirname(path4) {
        const fs2 = this.options.fs;
        assert(fs2.dirname, "`fs.dirname` is required for relative reference");
        return fs2.dirname(path4);
      }
      lookupError(file, roots) {
        const err = new Error("ENOENT");
        err.message = `ENOENT: Failed to lookup "${file}" in "${roots}"`;
        err.code = "ENOENT";
        return err;
      }
    };
    var Parser = class {
      constructor(liquid) {
        this.liquid = liquid;
        this.cache = this.liquid.options.cache;
        this.fs = this.liquid.options.fs;
        this.parseFile = this.cache ? this._parseFileCached : this._parseFile;
        this.loader = new Loader(this.liquid.options);
        this.parseLimit = new Limiter("parse length", liquid.options.parseLimit);
        this.readFile = toLiquidAsync(this.fs.readFile?.bind(this.fs) || (async () => {
          throw new Error("readFile not implemented");
        }), this.fs.readFileSync?.bind(this.fs));
      }
      parse(html, filepath) {
        html = String(html);
        this.parseLimit.use(html.length);
        const tokenizer = new Tokenizer(html, this.liquid.options.operators, filepath, void 0, this.liquid.options.groupedExpressions);
        const tokens = tokenizer.readTopLevelTokens(this.liquid.options);
        return this.parseTokens(tokens);
      }
      parseTokens(tokens) {
        let token;
        const templates = [];
        const errors = [];
        while (token = tokens.shift()) {
          try {
            templates.push(this.parseToken(token, tokens));
          } catch (err) {
            if (this.liquid.options.catchAllErrors)
              errors.push(err);
            else
              throw err;
          }
        }
        if (errors.length)
          throw new LiquidErrors(errors);
        return templates;
      }
      parseToken(token, remainTokens) {
        try {
          if (isTagToken(token)) {
            const TagClass = this.liquid.tags[token.name];
            assert(TagClass, `tag "${token.name}" not found`);
            return new TagClass(token, remainTokens, this.liquid, this);
          }
          if (isOutputToken(token)) {
            return new Output(token, this.liquid);
          }
          return new HTML(token);
        } catch (e) {
          if (LiquidError2.is(e))
            throw e;
          throw new ParseError(e, token);
        }
      }
      parseStream(tokens) {
        return new ParseStream(tokens, (token, tokens2) => this.parseToken(token, tokens2));
      }
      *_parseFileCached(file, sync, type = exports2.LookupType.Root, currentFile) {
        const cache = this.cache;
        const key = this.loader.shouldLoadRelative(file) ? currentFile + "," + file : type + ":" + file;
        const tpls = yield cache.read(key);
        if (tpls)
          return tpls;
        const task = this._parseFile(file, sync, type, currentFile);
        const taskOrTpl = sync ? yield task : toPromise(task);
        cache.write(key, taskOrTpl);
        try {
          return yield taskOrTpl;
        } catch (err) {
          cache.remove(key);
          throw err;
        }
      }
      *_parseFile(file, sync, type = exports2.LookupType.Root, currentFile) {
        const filepath = yield this.loader.lookup(file, type, sync, currentFile);
        return this.parse(yield this.readFile(!!sync, filepath), filepath);
      }
    };
    (function(TokenKind) {
      TokenKind[TokenKind["Number"] = 1] = "Number";
      TokenKind[TokenKind["Literal"] = 2] = "Literal";
      TokenKind[TokenKind["Tag"] = 4] = "Tag";
      TokenKind[TokenKind["Output"] = 8] = "Output";
      TokenKind[TokenKind["HTML"] = 16] = "HTML";
      TokenKind[TokenKind["Filter"] = 32] = "Filter";
      TokenKind[TokenKind["Hash"] = 64] = "Hash";
      TokenKind[TokenKind["PropertyAccess"] = 128] = "PropertyAccess";
      TokenKind[TokenKind["Word"] = 256] = "Word";
      TokenKind[TokenKind["Range"] = 512] = "Range";
      TokenKind[TokenKind["Quoted"] = 1024] = "Quoted";
      TokenKind[TokenKind["Operator"] = 2048] = "Operator";
      TokenKind[TokenKind["FilteredValue"] = 4096] = "FilteredValue";
      TokenKind[TokenKind["GroupedExpression"] = 8192] = "GroupedExpression";
      TokenKind[TokenKind["Delimited"] = 12] = "Delimited";
    })(exports2.TokenKind || (exports2.TokenKind = {}));
    function isDelimitedToken(val) {
      return !!(getKind(val) & exports2.TokenKind.Delimited);
    }
    function isOperatorToken(val) {
      return getKind(val) === exports2.TokenKind.Operator;
    }
    function isHTMLToken(val) {
      return getKind(val) === exports2.TokenKind.HTML;
    }
    function isOutputToken(val) {
      return getKind(val) === exports2.TokenKind.Output;
    }
    function isTagToken(val) {
      return getKind(val) === exports2.TokenKind.Tag;
    }
    function isQuotedToken(val) {
      return getKind(val) === exports2.TokenKind.Quoted;
    }
    function isLiteralToken(val) {
      return getKind(val) === exports2.TokenKind.Literal;
    }
    function isNumberToken(val) {
      return getKind(val) === exports2.TokenKind.Number;
    }
    function isPropertyAccessToken(val) {
      return getKind(val) === exports2.TokenKind.PropertyAccess;
    }
    function isWordToken(val) {
      return getKind(val) === exports2.TokenKind.Word;
    }
    function isRangeToken(val) {
      return getKind(val) === exports2.TokenKind.Range;
    }
    function isFilteredValueToken(val) {
      return getKind(val) === exports2.TokenKind.FilteredValue;
    }
    function isValueToken(val) {
      return (getKind(val) & 5763) > 0;
    }
    function getKind(val) {
      return val ? val.kind : -1;
    }
    var typeGuards = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      isDelimitedToken,
      isOperatorToken,
      isHTMLToken,
      isOutputToken,
      isTagToken,
      isQuotedToken,
      isLiteralToken,
      isNumberToken,
      isPropertyAccessToken,
      isWordToken,
      isRangeToken,
      isFilteredValueToken,
      isValueToken
    });
    var __assign = function() {
      __assign = Object.assign || function __assign2(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
          s = arguments[i];
          for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p)) t[p] = s[p];
        }
        return t;
      };
      return __assign.apply(this, arguments);
    };
    function createScope(from) {
      const scope = /* @__PURE__ */ Object.create(null);
      if (from)
        Object.assign(scope, from);
      return scope;
    }
    var Context = class _Context {
      constructor(env = {}, opts = defaultOptions, renderOptions = {}, { memoryLimit, renderLimit, liquid } = {}) {
        this.scopes = [createScope()];
        this.registers = {};
        this.breakCalled = false;
        this.continueCalled = false;
        this.sync = !!renderOptions.sync;
        this.opts = opts;
        this.globals = renderOptions.globals ?? opts.globals;
        this.environments = isObject(env) ? env : Object(env);
        this.strictVariables = renderOptions.strictVariables ?? this.opts.strictVariables;
        this.ownPropertyOnly = renderOptions.ownPropertyOnly ?? opts.ownPropertyOnly;
        this.memoryLimit = memoryLimit ?? new Limiter("memory alloc", renderOptions.memoryLimit ?? opts.memoryLimit);
        this.renderLimit = renderLimit ?? new Limiter("template render", getPerformance().now() + (renderOptions.renderLimit ?? opts.renderLimit));
        this.liquid = liquid;
      }
      getRegister(key, defaultValue = void 0) {
        return this.registers[key] = this.registers[key] || defaultValue;
      }
      setRegister(key, value) {
        return this.registers[key] = value;
      }
      saveRegister(...keys) {
        return keys.map((key) => [key, this.getRegister(key)]);
      }
      restoreRegister(keyValues) {
        return keyValues.forEach(([key, value]) => this.setRegister(key, value));
      }
      getAll() {
        return [this.globals, this.environments, ...this.scopes].reduce((ctx, val) => __assign(ctx, val), {});
      }
      /**
       * @deprecated use `_get()` or `getSync()` instead
       */
      get(paths) {
        return this.getSync(paths);
      }
      getSync(paths) {
        return toValueSync(this._get(paths));
      }
      *_get(paths) {
        const scope = this.findScope(paths[0]);
        return yield this._getFromScope(scope, paths);
      }
      /**
       * @deprecated use `_get()` instead
       */
      getFromScope(scope, paths) {
        return toValueSync(this._getFromScope(scope, paths));
      }
      *_getFromScope(scope, paths, strictVariables = this.strictVariables) {
        if (isString(paths))
          paths = paths.split(".");
        for (let i = 0; i < paths.length; i++) {
          scope = yield this.readProperty(scope, paths[i]);
          if (strictVariables && isUndefined(scope)) {
            throw new InternalUndefinedVariableError(paths.slice(0, i + 1).join("."));
          }
        }
        return scope;
      }
      push(ctx) {
        return this.scopes.push(ctx);
      }
      pop() {
        return this.scopes.pop();
      }
      bottom() {
        return this.scopes[0];
      }
      spawn(scope = {}) {
        return new _Context(scope, this.opts, {
          sync: this.sync,
          globals: this.globals,
          strictVariables: this.strictVariables,
          ownPropertyOnly: this.ownPropertyOnly
        }, {
          renderLimit: this.renderLimit,
          memoryLimit: this.memoryLimit,
          liquid: this.liquid
        });
      }
      findScope(key) {
        for (let i = this.scopes.length - 1; i >= 0; i--) {
          const candidate = this.scopes[i];
          if (key in candidate)
            return candidate;
        }
        if (key in this.environments)
          return this.environments;
        return this.globals;
      }
      readProperty(obj, key) {
        obj = toLiquid(obj);
        key = toValue(key);
        if (isNil(obj))
          return obj;
        if (isArray(obj) && isNumber(key))
          return readArrayElement(obj, key, this.ownPropertyOnly);
        const value = readJSProperty(obj, key, this.ownPropertyOnly);
        if (value === void 0 && obj instanceof Drop)
          return obj.liquidMethodMissing(key, this);
        if (isFunction(value))
          return value.call(obj);
        if (key === "size")
          return readSize(obj);
        else if (key === "first")
          return readFirst(obj, this.ownPropertyOnly);
        else if (key === "last")
          return readLast(obj, this.ownPropertyOnly);
        return value;
      }
    };
    function readJSProperty(obj, key, ownPropertyOnly) {
      if (ownPropertyOnly && !hasOwnProperty.call(obj, key) && !(obj instanceof Drop))
        return void 0;
      return obj[key];
    }
    function readFirst(obj, ownPropertyOnly) {
      if (isArray(obj))
        return readArrayElement(obj, 0, ownPropertyOnly);
      return readJSProperty(obj, "first", ownPropertyOnly);
    }
    function readLast(obj, ownPropertyOnly) {
      if (isArray(obj))
        return readArrayElement(obj, -1, ownPropertyOnly);
      return readJSProperty(obj, "last", ownPropertyOnly);
    }
    function readSize(obj) {
      if (hasOwnProperty.call(obj, "size") || obj["size"] !== void 0)
        return obj["size"];
      if (isArray(obj) || isString(obj))
        return obj.length;
      if (typeof obj === "object")
        return Object.keys(obj).length;
    }
    var BlockMode;
    (function(BlockMode2) {
      BlockMode2[BlockMode2["OUTPUT"] = 0] = "OUTPUT";
      BlockMode2[BlockMode2["STORE"] = 1] = "STORE";
    })(BlockMode || (BlockMode = {}));
    var abs = argumentsToNumber(Math.abs);
    var at_least = argumentsToNumber(Math.max);
    var at_most = argumentsToNumber(Math.min);
    var ceil = argumentsToNumber(Math.ceil);
    var divided_by = argumentsToNumber((dividend, divisor, integerArithmetic = false) => integerArithmetic ? Math.floor(dividend / divisor) : dividend / divisor);
    var floor = argumentsToNumber(Math.floor);
    var minus = argumentsToNumber((v, arg) => v - arg);
    var plus = argumentsToNumber((lhs, rhs) => lhs + rhs);
    var modulo = argumentsToNumber((v, arg) => (v % arg + arg) % arg);
    var times = argumentsToNumber((v, arg) => v * arg);
    function shiftDecimal(n, exponent) {
      const [mantissa, power = "0"] = String(n).split("e");
      return Number(`${mantissa}e${Number(power) + exponent}`);
    }
    function round(v, arg = 0) {
      v = toNumber(v);
      arg = toNumber(arg);
      const scaled = shiftDecimal(Math.abs(v), arg);
      if (!(scaled <= Number.MAX_SAFE_INTEGER))
        return v;
      const rounded = shiftDecimal(Math.round(scaled), -arg);
      return v < 0 ? -rounded : rounded;
    }
    var mathFilters = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      abs,
      at_least,
      at_most,
      ceil,
      divided_by,
      floor,
      minus,
      plus,
      modulo,
      times,
      round
    });
    var url_decode = (x) => decodeURIComponent(stringify(x).replace(/\+/g, " "));
    var url_encode = (x) => encodeURIComponent(stringify(x)).replace(/%20/g, "+");
    var cgi_escape = (x) => encodeURIComponent(stringify(x)).replace(/%20/g, "+").replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
    var uri_escape = (x) => encodeURI(stringify(x)).replace(/%5B/g, "[").replace(/%5D/g, "]");
    var rSlugifyDefault = /[^\p{M}\p{L}\p{Nd}]+/ug;
    var rSlugifyReplacers = {
      "raw": /\s+/g,
      "default": rSlugifyDefault,
      "pretty": /[^\p{M}\p{L}\p{Nd}._~!$&'()+,;=@]+/ug,
      "ascii": /[^A-Za-z0-9]+/g,
      "latin": rSlugifyDefault,
      "none": null
    };
    function slugify(str2, mode = "default", cased = false) {
      str2 = stringify(str2);
      const replacer = rSlugifyReplacers[mode];
      if (replacer) {
        if (mode === "latin")
          str2 = removeAccents(str2);
        str2 = str2.replace(replacer, "-").replace(/^-|-$/g, "");
      }
      return cased ? str2 : str2.toLowerCase();
    }
    function removeAccents(str2) {
      return str2.replace(/[àáâãäå]/g, "a").replace(/[æ]/g, "ae").replace(/[ç]/g, "c").replace(/[èéêë]/g, "e").replace(/[ìíîï]/g, "i").replace(/[ð]/g, "d").replace(/[ñ]/g, "n").replace(/[òóôõöø]/g, "o").replace(/[ùúûü]/g, "u").replace(/[ýÿ]/g, "y").replace(/[ß]/g, "ss").replace(/[œ]/g, "oe").replace(/[þ]/g, "th").replace(/[ẞ]/g, "SS").replace(/[Œ]/g, "OE").replace(/[Þ]/g, "TH");
    }
    var urlFilters = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      url_decode,
      url_encode,
      cgi_escape,
      uri_escape,
      slugify
    });
    var join = argumentsToValue(function(v, arg) {
      const array2 = toArray(v);
      const sep = isNil(arg) ? " " : stringify(arg);
      let outputSize = sep.length * Math.max(array2.length - 1, 0);
      for (let i = 0; i < array2.length; i++)
        outputSize += String(array2[i]).length;
      this.context.memoryLimit.use(outputSize);
      return Array.prototype.join.call(array2, sep);
    });
    var last = argumentsToValue(function(v) {
      return isArrayLike(v) ? readArrayElement(v, -1, this.context.ownPropertyOnly) : "";
    });
    var first = argumentsToValue(function(v) {
      return isArrayLike(v) ? readArrayElement(v, 0, this.context.ownPropertyOnly) : "";
    });
    var reverse = argumentsToValue(function(v) {
      const array2 = toArray(v);
      this.context.memoryLimit.use(array2.length);
      return [...array2].reverse();
    });
    function* sortBy(arr, property, comparator) {
      const values = [];
      const array2 = toArray(arr);
      this.context.memoryLimit.use(array2.length);
      for (const item of array2) {
        values.push([
          item,
          property ? yield this.context._getFromScope(item, stringify(property).split("."), false) : item
        ]);
      }
      return values.sort((lhs, rhs) => comparator(lhs[1], rhs[1])).map((tuple) => tuple[0]);
    }
    function* sort(arr, property) {
      return yield* sortBy.call(this, arr, property, orderedCompare);
    }
    function* sort_natural(arr, property) {
      return yield* sortBy.call(this, arr, property, caseInsensitiveCompare);
    }
    var size = (v) => v && v.length || 0;
    function* map(arr, property) {
      const results = [];
      const array2 = toArray(arr);
      this.context.memoryLimit.use(array2.length);
      for (const item of array2) {
        results.push(yield this.context._getFromScope(item, stringify(property), false));
      }
      return results;
    }
    function* sum(arr, property) {
      let sum2 = 0;
      const array2 = toArray(arr);
      for (const item of array2) {
        const data = Number(property ? yield this.context._getFromScope(item, stringify(property), false) : item);
        sum2 += Number.isNaN(data) ? 0 : data;
      }
      return sum2;
    }
    function compact(arr) {
      const array2 = toArray(arr);
      this.context.memoryLimit.use(array2.length);
      return Array.prototype.filter.call(array2, (x) => !isNil(toValue(x)));
    }
    function concat(v, arg = []) {
      const lhs = toArray(v);
      const rhs = toArray(arg);
      this.context.memoryLimit.use(lhs.length + rhs.length);
      return Array.prototype.concat.call(lhs, rhs);
    }
    function push(v, arg) {
      return concat.call(this, v, [arg]);
    }
    function unshift(v, arg) {
      const array2 = toArray(v);
      this.context.memoryLimit.use(array2.length);
      const clone = [...array2];
      clone.unshift(arg);
      return clone;
    }
    function pop(v) {
      const array2 = toArray(v);
      this.context.memoryLimit.use(array2.length);
      const clone = [...array2];
      clone.pop();
      return clone;
    }
    function shift(v) {
      const array2 = toArray(v);
      this.context.memoryLimit.use(array2.length);
      const clone = [...array2];
      clone.shift();
      return clone;
    }
    function slice(v, begin, length = 1) {
      v = toValue(v);
      if (isNil(v))
        return [];
      if (!isArray(v))
        v = stringify(v);
      begin = begin < 0 ? (isArray(v) ? v.length : codePointLength(v)) + begin : begin;
      if (begin < 0 || length < 0)
        return isArray(v) ? [] : "";
      this.context.memoryLimit.use(length);
      if (isArray(v))
        return Array.prototype.slice.call(v, begin, begin + length);
      const start = advanceCodePoints(v, 0, begin);
      return v.slice(start, advanceCodePoints(v, start, length));
    }
    function* matches(value, expected) {
      if (this.context.opts.jekyllWhere) {
        if (EmptyDrop.is(expected))
          return yield equals(value, expected);
        if (isArray(value))
          return yield arrayIncludes(value, expected);
        return yield equals(value, expected);
      }
      if (expected === void 0)
        return isTruthy(value, this.context);
      return yield equals(value, expected);
    }
    function* filter(include, arr, property, expected) {
      arr = toArray(arr);
      this.context.memoryLimit.use(arr.length);
      const token = new Tokenizer(stringify(property)).readScopeValue();
      const result = [];
      for (const item of arr) {
        const value = yield evalToken(token, this.context.spawn(item));
        if ((yield matches.call(this, value, expected)) === include)
          result.push(item);
      }
      return result;
    }
    function* filter_exp(include, arr, itemName, exp) {
      const filtered = [];
      const keyTemplate = new Value(stringify(exp), this.liquid);
      const array2 = toArray(arr);
      this.context.memoryLimit.use(array2.length);
      for (const item of array2) {
        this.context.push({ [itemName]: item });
        const value = yield keyTemplate.value(this.context);
        this.context.pop();
        if (value === include)
          filtered.push(item);
      }
      return filtered;
    }
    function* where(arr, property, expected) {
      return yield* filter.call(this, true, arr, property, expected);
    }
    function* reject(arr, property, expected) {
      return yield* filter.call(this, false, arr, property, expected);
    }
    function* where_exp(arr, itemName, exp) {
      return yield* filter_exp.call(this, true, arr, itemName, exp);
    }
    function* reject_exp(arr, itemName, exp) {
      return yield* filter_exp.call(this, false, arr, itemName, exp);
    }
    function* group_by(arr, property) {
      const map2 = /* @__PURE__ */ new Map();
      arr = toEnumerable(arr);
      const token = new Tokenizer(stringify(property)).readScopeValue();
      this.context.memoryLimit.use(arr.length);
      for (const item of arr) {
        const key = yield evalToken(token, this.context.spawn(item));
        if (!map2.has(key))
          map2.set(key, []);
        map2.get(key).push(item);
      }
      return [...map2.entries()].map(([name, items]) => ({ name, items }));
    }
    function* group_by_exp(arr, itemName, exp) {
      const map2 = /* @__PURE__ */ new Map();
      const keyTemplate = new Value(stringify(exp), this.liquid);
      arr = toEnumerable(arr);
      this.context.memoryLimit.use(arr.length);
      for (const item of arr) {
        this.context.push({ [itemName]: item });
        const key = yield keyTemplate.value(this.context);
        this.context.pop();
        if (!map2.has(key))
          map2.set(key, []);
        map2.get(key).push(item);
      }
      return [...map2.entries()].map(([name, items]) => ({ name, items }));
    }
    function* search(arr, property, expected) {
      const token = new Tokenizer(stringify(property)).readScopeValue();
      const array2 = toArray(arr);
      for (let index = 0; index < array2.length; index++) {
        const value = yield evalToken(token, this.context.spawn(array2[index]));
        if (yield matches.call(this, value, expected))
          return [index, array2[index]];
      }
    }
    function* search_exp(arr, itemName, exp) {
      const predicate = new Value(stringify(exp), this.liquid);
      const array2 = toArray(arr);
      for (let index = 0; index < array2.length; index++) {
        this.context.push({ [itemName]: array2[index] });
        const value = yield predicate.value(this.context);
        this.context.pop();
        if (value)
          return [index, array2[index]];
      }
    }
    function* has(arr, property, expected) {
      const result = yield* search.call(this, arr, property, expected);
      return !!result;
    }
    function* has_exp(arr, itemName, exp) {
      const result = yield* search_exp.call(this, arr, itemName, exp);
      return !!result;
    }
    function* find_index(arr, property, expected) {
      const result = yield* search.call(this, arr, property, expected);
      return result ? result[0] : void 0;
    }
    function* find_index_exp(arr, itemName, exp) {
      const result = yield* search_exp.call(this, arr, itemName, exp);
      return result ? result[0] : void 0;
    }
    function* find(arr, property, expected) {
      const result = yield* search.call(this, arr, property, expected);
      return result ? result[1] : void 0;
    }
    function* find_exp(arr, itemName, exp) {
      const result = yield* search_exp.call(this, arr, itemName, exp);
      return result ? result[1] : void 0;
    }
    function uniq(arr) {
      arr = toArray(arr);
      this.context.memoryLimit.use(arr.length);
      return [...new Set(arr)];
    }
    function sample(v, count = 1) {
      v = toValue(v);
      if (isNil(v))
        return [];
      if (!isArray(v))
        v = stringify(v);
      this.context.memoryLimit.use(v.length);
      const shuffled = [...v].sort(() => Math.random() - 0.5);
      if (count === 1)
        return shuffled[0];
      return shuffled.slice(0, count);
    }
    var arrayFilters = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      join,
      last,
      first,
      reverse,
      sort,
      sort_natural,
      size,
      map,
      sum,
      compact,
      concat,
      push,
      unshift,
      pop,
      shift,
      slice,
      where,
      reject,
      where_exp,
      reject_exp,
      group_by,
      group_by_exp,
      has,
      has_exp,
      find_index,
      find_index_exp,
      find,
      find_exp,
      uniq,
      sample
    });
    function date(v, format2, timezoneOffset) {
      const size2 = (v?.length ?? 0) + (timezoneOffset?.length ?? 0);
      this.context.memoryLimit.use(size2);
      const date2 = parseDate(v, this.context.opts, timezoneOffset);
      if (!date2)
        return v;
      format2 = toValue(format2);
      format2 = isNil(format2) ? this.context.opts.dateFormat : stringify(format2);
      this.context.memoryLimit.use(format2.length);
      return strftime(date2, format2, this.context.memoryLimit);
    }
    function date_to_xmlschema(v) {
      return date.call(this, v, "%Y-%m-%dT%H:%M:%S%:z");
    }
    function date_to_rfc822(v) {
      const date2 = parseDate(v, this.context.opts, void 0, "en-US");
      if (!date2)
        return v;
      return strftime(date2, "%a, %d %b %Y %H:%M:%S %z", this.context.memoryLimit);
    }
    function date_to_string(v, type, style) {
      return stringify_date.call(this, v, "%b", type, style);
    }
    function date_to_long_string(v, type, style) {
      return stringify_date.call(this, v, "%B", type, style);
    }
    function stringify_date(v, month_type, type, style) {
      const date2 = parseDate(v, this.context.opts);
      if (!date2)
        return v;
      const ml = this.context.memoryLimit;
      if (type === "ordinal") {
        const d = date2.getDate();
        return style === "US" ? strftime(date2, `${month_type} ${d}%q, %Y`, ml) : strftime(date2, `${d}%q ${month_type} %Y`, ml);
      }
      return strftime(date2, `%d ${month_type} %Y`, ml);
    }
    function parseDate(v, opts, timezoneOffset, locale = opts.locale) {
      let date2;
      const defaultTimezoneOffset = timezoneOffset ?? opts.timezoneOffset;
      v = toValue(v);
      if (isNil(v)) {
        return void 0;
      } else if (v === "now" || v === "today") {
        date2 = new LiquidDate(Date.now(), locale, defaultTimezoneOffset);
      } else if (isNumber(v)) {
        date2 = new LiquidDate(v * 1e3, locale, defaultTimezoneOffset);
      } else if (isString(v)) {
        if (/^\d+$/.test(v)) {
          date2 = new LiquidDate(+v * 1e3, locale, defaultTimezoneOffset);
        } else if (opts.preserveTimezones && timezoneOffset === void 0) {
          date2 = LiquidDate.createDateFixedToTimezone(v, locale);
        } else {
          date2 = new LiquidDate(v, locale, defaultTimezoneOffset);
        }
      } else {
        date2 = new LiquidDate(v, locale, defaultTimezoneOffset);
      }
      return date2.valid() ? date2 : void 0;
    }
    var dateFilters = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      date,
      date_to_xmlschema,
      date_to_rfc822,
      date_to_string,
      date_to_long_string
    });
    var rCJKWord = /[\u4E00-\u9FFF\uF900-\uFAFF\u3400-\u4DBF\u3040-\u309F\u30A0-\u30FF\uAC00-\uD7AF]/gu;
    var rNonCJKWord = /[^\u4E00-\u9FFF\uF900-\uFAFF\u3400-\u4DBF\u3040-\u309F\u30A0-\u30FF\uAC00-\uD7AF\s]+/gu;
    function append(v, arg) {
      assert(arguments.length === 2, "append expect 2 arguments");
      const lhs = stringify(v);
      const rhs = stringify(arg);
      this.context.memoryLimit.use(lhs.length + rhs.length);
      return lhs + rhs;
    }
    function prepend(v, arg) {
      assert(arguments.length === 2, "prepend expect 2 arguments");
      const lhs = stringify(v);
      const rhs = stringify(arg);
      this.context.memoryLimit.use(lhs.length + rhs.length);
      return rhs + lhs;
    }
    function getTrimStart(str2, chars) {
      let start = 0;
      for (const char of str2) {
        if (!chars.has(char))
          break;
        start += char.length;
      }
      return start;
    }
    function getTrimEnd(str2, chars, start = 0) {
      let end = str2.length;
      while (end > start) {
        const size2 = end - start >= 2 && str2.codePointAt(end - 2) > 65535 ? 2 : 1;
        if (!chars.has(str2.slice(end - size2, end)))
          break;
        end -= size2;
      }
      return end;
    }
    function lstrip(v, chars) {
      const str2 = stringify(v);
      this.context.memoryLimit.use(str2.length);
      if (chars) {
        chars = stringify(chars);
        this.context.memoryLimit.use(chars.length);
        return str2.slice(getTrimStart(str2, new Set(chars)));
      }
      return str2.trimStart();
    }
    function downcase(v) {
      const str2 = stringify(v);
      this.context.memoryLimit.use(str2.length);
      return str2.toLowerCase();
    }
    function upcase(v) {
      const str2 = stringify(v);
      this.context.memoryLimit.use(str2.length);
      return stringify(str2).toUpperCase();
    }
    function remove(v, arg) {
      const str2 = stringify(v);
      arg = stringify(arg);
      this.context.memoryLimit.use(str2.length + arg.length);
      return str2.split(arg).join("");
    }
    function remove_first(v, l) {
      const str2 = stringify(v);
      l = stringify(l);
      this.context.memoryLimit.use(str2.length + l.length);
      return str2.replace(l, "");
    }
    function remove_last(v, l) {
      const str2 = stringify(v);
      const pattern = stringify(l);
      this.context.memoryLimit.use(str2.length + pattern.length);
      const index = str2.lastIndexOf(pattern);
      if (index === -1)
        return str2;
      return str2.substring(0, index) + str2.substring(index + pattern.length);
    }
    function rstrip(str2, chars) {
      str2 = stringify(str2);
      this.context.memoryLimit.use(str2.length);
      if (chars) {
        chars = stringify(chars);
        this.context.memoryLimit.use(chars.length);
        return str2.slice(0, getTrimEnd(str2, new Set(chars)));
      }
      return str2.trimEnd();
    }
    function split(v, arg) {
      const str2 = stringify(v);
      this.context.memoryLimit.use(str2.length);
      const arr = str2.split(stringify(arg));
      while (arr.length && arr[arr.length - 1] === "")
        arr.pop();
      return arr;
    }
    function strip(v, chars) {
      const str2 = stringify(v);
      this.context.memoryLimit.use(str2.length);
      if (chars) {
        const set = new Set(stringify(chars));
        this.context.memoryLimit.use(set.size);
        const start = getTrimStart(str2, set);
        return str2.slice(start, getTrimEnd(str2, set, start));
      }
      return str2.trim();
    }
    function strip_newlines(v) {
      const str2 = stringify(v);
      this.context.memoryLimit.use(str2.length);
      return str2.replace(/\r?\n/gm, "");
    }
    function squish(v) {
      const str2 = stringify(v);
      this.context.memoryLimit.use(str2.length);
      return str2.replace(/\s+/g, " ").trim();
    }
    function capitalize(str2) {
      str2 = stringify(str2);
      this.context.memoryLimit.use(str2.length);
      return str2.charAt(0).toUpperCase() + str2.slice(1).toLowerCase();
    }
    function replace(v, pattern, replacement) {
      const str2 = stringify(v);
      pattern = stringify(pattern);
      replacement = stringify(replacement);
      const parts = str2.split(pattern);
      const outputSize = str2.length + (parts.length - 1) * (replacement.length - pattern.length);
      this.context.memoryLimit.use(outputSize);
      return parts.join(replacement);
    }
    function replace_first(v, arg1, arg2) {
      const str2 = stringify(v);
      arg1 = stringify(arg1);
      arg2 = stringify(arg2);
      this.context.memoryLimit.use(str2.length + arg1.length + arg2.length);
      return str2.replace(arg1, () => arg2);
    }
    function replace_last(v, arg1, arg2) {
      const str2 = stringify(v);
      const pattern = stringify(arg1);
      const replacement = stringify(arg2);
      this.context.memoryLimit.use(str2.length + pattern.length + replacement.length);
      const index = str2.lastIndexOf(pattern);
      if (index === -1)
        return str2;
      return str2.substring(0, index) + replacement + str2.substring(index + pattern.length);
    }
    function truncate(v, l = 50, o = "...") {
      const str2 = stringify(v);
      o = stringify(o);
      this.context.memoryLimit.use(str2.length + o.length);
      if (str2.length <= l || advanceCodePoints(str2, 0, l) >= str2.length)
        return v;
      return str2.slice(0, advanceCodePoints(str2, 0, Math.max(l - codePointLength(o), 0))) + o;
    }
    function truncatewords(v, words = 15, o = "...") {
      const str2 = stringify(v);
      o = stringify(o);
      this.context.memoryLimit.use(str2.length + o.length);
      const arr = str2.trimStart().split(/\s+/);
      if (words <= 0)
        words = 1;
      let ret = arr.slice(0, words).join(" ");
      if (arr.length >= words)
        ret += o;
      return ret;
    }
    function normalize_whitespace(v) {
      const str2 = stringify(v);
      this.context.memoryLimit.use(str2.length);
      return str2.replace(/\s+/g, " ");
    }
    function number_of_words(input, mode) {
      const str2 = stringify(input);
      this.context.memoryLimit.use(str2.length);
      input = str2.trim();
      if (!input)
        return 0;
      switch (mode) {
        case "cjk":
          return (input.match(rCJKWord) || []).length + (input.match(rNonCJKWord) || []).length;
        case "auto":
          return rCJKWord.test(input) ? input.match(rCJKWord).length + (input.match(rNonCJKWord) || []).length : input.split(/\s+/).length;
        default:
          return input.split(/\s+/).length;
      }
    }
    function array_to_sentence_string(input, connector = "and") {
      const array2 = toArray(input);
      connector = stringify(connector);
      let outputSize = connector.length + array2.length * 2;
      for (let i = 0; i < array2.length; i++)
        outputSize += stringify(array2[i]).length;
      this.context.memoryLimit.use(outputSize);
      switch (array2.length) {
        case 0:
          return "";
        case 1:
          return array2[0];
        case 2:
          return `${array2[0]} ${connector} ${array2[1]}`;
        default:
          return `${array2.slice(0, -1).join(", ")}, ${connector} ${array2[array2.length - 1]}`;
      }
    }
    var stringFilters = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      append,
      prepend,
      lstrip,
      downcase,
      upcase,
      remove,
      remove_first,
      remove_last,
      rstrip,
      split,
      strip,
      strip_newlines,
      squish,
      capitalize,
      replace,
      replace_first,
      replace_last,
      truncate,
      truncatewords,
      normalize_whitespace,
      number_of_words,
      array_to_sentence_string
    });
    function base64Encode(str2) {
      return Buffer.from(str2, "utf8").toString("base64");
    }
    function base64Decode(str2) {
      return Buffer.from(str2, "base64").toString("utf8");
    }
    function base64_encode(value) {
      if (typeof Buffer !== "undefined" && Buffer.isBuffer(value)) {
        this.context.memoryLimit.use(value.byteLength);
        return value.toString("base64");
      }
      const str2 = stringify(value);
      this.context.memoryLimit.use(str2.length);
      return base64Encode(str2);
    }
    function base64_decode(value) {
      const str2 = stringify(value);
      this.context.memoryLimit.use(str2.length);
      assert(isBase64(str2), "invalid base64 provided to base64_decode");
      return base64Decode(str2);
    }
    function isBase64(str2) {
      str2 = str2.replace(/[\t\n\f\r ]/g, "");
      if (str2.length % 4 === 0)
        str2 = str2.replace(/==?$/, "");
      return str2.length % 4 !== 1 && /^[A-Za-z0-9+/]*$/.test(str2);
    }
    var base64Filters = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      base64_encode,
      base64_decode
    });
    function sha256(str2) {
      return crypto.createHash("sha256").update(str2, "utf8").digest("hex");
    }
    function hmacSha256(str2, key) {
      return crypto.createHmac("sha256", key).update(str2, "utf8").digest("hex");
    }
    function sha256$1(value) {
      const str2 = stringify(value);
      this.context.memoryLimit.use(str2.length);
      return sha256(str2);
    }
    function hmac_sha256(value, key) {
      const str2 = stringify(value);
      const keyStr = stringify(key);
      this.context.memoryLimit.use(str2.length + keyStr.length);
      return hmacSha256(str2, keyStr);
    }
    var cryptoFilters = /* @__PURE__ */ Object.freeze({
      __proto__: null,
      sha256: sha256$1,
      hmac_sha256
    });
    var filters = {
      ...htmlFilters,
      ...mathFilters,
      ...urlFilters,
      ...arrayFilters,
      ...dateFilters,
      ...stringFilters,
      ...base64Filters,
      ...cryptoFilters,
      ...misc
    };
    var AssignTag = class extends Tag {
      constructor(token, remainTokens, liquid) {
        super(token, remainTokens, liquid);
        this.identifier = this.tokenizer.readIdentifier();
        this.key = this.identifier.content;
        this.tokenizer.assert(this.key, "expected variable name");
        this.tokenizer.skipBlank();
        this.tokenizer.assert(this.tokenizer.peek() === "=", 'expected "="');
        this.tokenizer.advance();
        this.value = new Value(this.tokenizer.readFilteredValue(), this.liquid);
      }
      *render(ctx) {
        ctx.bottom()[this.key] = yield this.value.value(ctx, this.liquid.options.lenientIf);
      }
      *arguments() {
        yield this.value;
      }
      *localScope() {
        yield this.identifier;
      }
    };
    var MODIFIERS = ["offset", "limit", "reversed"];
    var ForTag = class extends Tag {
      constructor(token, remainTokens, liquid, parser) {
        super(token, remainTokens, liquid);
        const variable = this.tokenizer.readIdentifier();
        const inStr = this.tokenizer.readIdentifier();
        const collection = this.tokenizer.readValue();
        if (!variable.size() || inStr.content !== "in" || !collection) {
          throw new Error(`illegal tag: ${token.getText()}`);
        }
        this.variable = variable.content;
        this.collection = collection;
        this.hash = new Hash(this.tokenizer, liquid.options.keyValueSeparator);
        this.templates = [];
        this.elseTemplates = [];
        let p;
        const stream2 = parser.parseStream(remainTokens).on("start", () => p = this.templates).on("tag:else", (tag) => {
          assertEmpty(tag.args);
          p = this.elseTemplates;
        }).on("tag:endfor", (tag) => {
          assertEmpty(tag.args);
          stream2.stop();
        }).on("template", (tpl) => p.push(tpl)).on("end", () => {
          throw new Error(`tag ${token.getText()} not closed`);
        });
        stream2.start();
      }
      *render(ctx, emitter) {
        const r = this.liquid.renderer;
        let collection = toEnumerable(yield evalToken(this.collection, ctx));
        if (!collection.length) {
          yield r.renderTemplates(this.elseTemplates, ctx, emitter);
          return;
        }
        const continueKey = "continue-" + this.variable + "-" + this.collection.getText();
        ctx.push(createScope({ continue: ctx.getRegister(continueKey, {}) }));
        const hash = yield this.hash.render(ctx);
        ctx.pop();
        const modifiers = this.liquid.options.orderedFilterParameters ? Object.keys(hash).filter((x) => MODIFIERS.includes(x)) : MODIFIERS.filter((x) => hash[x] !== void 0);
        collection = modifiers.reduce((collection2, modifier) => {
          if (modifier === "offset")
            return offset(collection2, hash["offset"]);
          if (modifier === "limit")
            return limit(collection2, hash["limit"]);
          return reversed(collection2);
        }, collection);
        ctx.setRegister(continueKey, (hash["offset"] || 0) + collection.length);
        const scope = createScope({ forloop: new ForloopDrop(collection.length, this.collection.getText(), this.variable) });
        ctx.push(scope);
        for (const item of collection) {
          scope[this.variable] = item;
          ctx.continueCalled = ctx.breakCalled = false;
          yield r.renderTemplates(this.templates, ctx, emitter);
          if (ctx.breakCalled)
            break;
          scope.forloop.next();
        }
        ctx.continueCalled = ctx.breakCalled = false;
        ctx.pop();
      }
      *children() {
        const templates = this.templates.slice();
        if (this.elseTemplates) {
          templates.push(...this.elseTemplates);
        }
        return templates;
      }
      *arguments() {
        yield this.collection;
        for (const v of Object.values(this.hash.hash)) {
          if (isValueToken(v)) {
            yield v;
          }
        }
      }
      blockScope() {
        return [this.variable, "forloop"];
      }
    };
    function reversed(arr) {
      return [...arr].reverse();
    }
    function offset(arr, count) {
      return arr.slice(count);
    }
    function limit(arr, count) {
      return arr.slice(0, count);
    }
    var CaptureTag = class extends Tag {
      constructor(tagToken, remainTokens, liquid, parser) {
        super(tagToken, remainTokens, liquid);
        this.templates = [];
        this.identifier = this.readVariable();
        this.variable = this.identifier.content;
        while (remainTokens.length) {
          const token = remainTokens.shift();
          if (isTagToken(token) && token.name === "endcapture")
            return;
          this.templates.push(parser.parseToken(token, remainTokens));
        }
        throw new Error(`tag ${tagToken.getText()} not closed`);
      }
      readVariable() {
        let ident = this.tokenizer.readIdentifier();
        if (ident.content)
          return ident;
        ident = this.tokenizer.readQuoted();
        if (ident)
          return ident;
        throw this.tokenizer.error("invalid capture name");
      }
      *render(ctx) {
        const r = this.liquid.renderer;
        const html = yield r.renderTemplates(this.templates, ctx);
        ctx.bottom()[this.variable] = html;
      }
      *children() {
        return this.templates;
      }
      *localScope() {
        yield this.identifier;
      }
    };
    var CaseTag = class extends Tag {
      constructor(tagToken, remainTokens, liquid, parser) {
        super(tagToken, remainTokens, liquid);
        this.branches = [];
        this.elseTemplates = [];
        this.value = new Value(this.tokenizer.readFilteredValue(), this.liquid);
        this.elseTemplates = [];
        let p = [];
        let elseCount = 0;
        const stream2 = parser.parseStream(remainTokens).on("tag:when", (token) => {
          if (elseCount > 0) {
            return;
          }
          p = [];
          const values = [];
          while (!token.tokenizer.end()) {
            values.push(token.tokenizer.readValueOrThrow());
            token.tokenizer.skipBlank();
            if (token.tokenizer.peek() === ",") {
              token.tokenizer.readTo(",");
            } else {
              token.tokenizer.readTo("or");
            }
          }
          this.branches.push({
            values,
            templates: p
          });
        }).on("tag:else", () => {
          elseCount++;
          p = this.elseTemplates;
        }).on("tag:endcase", () => stream2.stop()).on("template", (tpl) => {
          if (p !== this.elseTemplates || elseCount === 1) {
            p.push(tpl);
          }
        }).on("end", () => {
          throw new Error(`tag ${tagToken.getText()} not closed`);
        });
        stream2.start();
      }
      *render(ctx, emitter) {
        const r = this.liquid.renderer;
        const target = yield toValue(yield this.value.value(ctx, ctx.opts.lenientIf));
        let branchHit = false;
        for (const branch of this.branches) {
          for (const valueToken of branch.values) {
            const value = yield evalToken(valueToken, ctx, ctx.opts.lenientIf);
            if (yield equals(target, value)) {
              yield r.renderTemplates(branch.templates, ctx, emitter);
              branchHit = true;
              break;
            }
          }
        }
        if (!branchHit) {
          yield r.renderTemplates(this.elseTemplates, ctx, emitter);
        }
      }
      *arguments() {
        yield this.value;
        yield* this.branches.flatMap((b) => b.values);
      }
      *children() {
        const templates = this.branches.flatMap((b) => b.templates);
        if (this.elseTemplates) {
          templates.push(...this.elseTemplates);
        }
        return templates;
      }
    };
    var CommentTag = class extends Tag {
      constructor(tagToken, remainTokens, liquid) {
        super(tagToken, remainTokens, liquid);
        while (remainTokens.length) {
          const token = remainTokens.shift();
          if (isTagToken(token) && token.name === "endcomment")
            return;
        }
        throw new Error(`tag ${tagToken.getText()} not closed`);
      }
      render() {
      }
    };
    var RenderTag = class extends Tag {
      constructor(token, remainTokens, liquid, parser) {
        super(token, remainTokens, liquid);
        const tokenizer = this.tokenizer;
        this.file = parseFilePath(tokenizer, this.liquid, parser);
        this.currentFile = token.file;
        while (!tokenizer.end()) {
          tokenizer.skipBlank();
          const begin = tokenizer.p;
          const keyword = tokenizer.readIdentifier();
          if (keyword.content === "with" || keyword.content === "for") {
            tokenizer.skipBlank();
            if (tokenizer.peek() !== ":") {
              const value = tokenizer.readValue();
              if (value) {
                const beforeAs = tokenizer.p;
                const asStr = tokenizer.readIdentifier();
                let alias;
                if (asStr.content === "as")
                  alias = tokenizer.readIdentifier();
                else
                  tokenizer.p = beforeAs;
                const binding = { value, alias: alias && alias.content };
                if (keyword.content === "with")
                  this.with = binding;
                else
                  this.forBinding = binding;
                tokenizer.skipBlank();
                if (tokenizer.peek() === ",")
                  tokenizer.advance();
                continue;
              }
            }
          }
          tokenizer.p = begin;
          break;
        }
        this.hash = new Hash(tokenizer, liquid.options.keyValueSeparator);
      }
      *render(ctx, emitter) {
        const { liquid, hash } = this;
        const filepath = yield renderFilePath(this.file, ctx, liquid);
        assert(filepath, () => `illegal file path "${filepath}"`);
        const childCtx = ctx.spawn();
        const scope = childCtx.bottom();
        __assign(scope, yield hash.render(ctx));
        if (this.with) {
          const { value, alias } = this.with;
          scope[alias || filepath] = yield evalToken(value, ctx);
        }
        if (this.forBinding) {
          const { value, alias } = this.forBinding;
          const collection = toEnumerable(yield evalToken(value, ctx));
          scope["forloop"] = new ForloopDrop(collection.length, value.getText(), alias);
          for (const item of collection) {
            scope[alias] = item;
            const templates = yield liquid._parsePartialFile(filepath, childCtx.sync, this.currentFile);
            yield liquid.renderer.renderTemplates(templates, childCtx, emitter);
            scope["forloop"].next();
          }
        } else {
          const templates = yield liquid._parsePartialFile(filepath, childCtx.sync, this.currentFile);
          yield liquid.renderer.renderTemplates(templates, childCtx, emitter);
        }
      }
      *children(partials, sync) {
        if (partials && isString(this.file)) {
          return yield this.liquid._parsePartialFile(this.file, sync, this.currentFile);
        }
        return [];
      }
      partialScope() {
        if (isString(this.file)) {
          const names = Object.keys(this.hash.hash);
          if (this.with) {
            const { value, alias } = this.with;
            if (isString(alias)) {
              names.push([alias, value]);
            } else if (isString(this.file)) {
              names.push([this.file, value]);
            }
          }
          if (this.forBinding) {
            const { value, alias } = this.forBinding;
            if (isString(alias)) {
              names.push([alias, value]);
            } else if (isString(this.file)) {
              names.push([this.file, value]);
            }
          }
          return { name: this.file, isolated: true, scope: names };
        }
      }
      *arguments() {
        for (const v of Object.values(this.hash.hash)) {
          if (isValueToken(v)) {
            yield v;
          }
        }
        if (this.with) {
          const { value } = this.with;
          if (isValueToken(value)) {
            yield value;
          }
        }
        if (this.forBinding) {
          const { value } = this.forBinding;
          if (isValueToken(value)) {
            yield value;
          }
        }
      }
    };
    function parseFilePath(tokenizer, liquid, parser) {
      if (liquid.options.dynamicPartials) {
        const file = tokenizer.readValue();
        tokenizer.assert(file, "illegal file path");
        if (file.getText() === "none")
          return;
        if (isQuotedToken(file)) {
          const templates2 = parser.parse(evalQuotedToken(file));
          return optimize(templates2);
        }
        return file;
      }
      const tokens = [...tokenizer.readFileNameTemplate(liquid.options)];
      const templates = optimize(parser.parseTokens(tokens));
      return templates === "none" ? void 0 : templates;
    }
    function optimize(templates) {
      if (templates.length === 1 && isHTMLToken(templates[0].token))
        return templates[0].token.getContent();
      return templates;
    }
    function* renderFilePath(file, ctx, liquid) {
      if (typeof file === "string")
        return file;
      if (Array.isArray(file))
        return liquid.renderer.renderTemplates(file, ctx);
      return yield evalToken(file, ctx);
    }
    var IncludeTag = class extends Tag {
      constructor(token, remainTokens, liquid, parser) {
        super(token, remainTokens, liquid);
        const { tokenizer } = token;
        this.file = parseFilePath(tokenizer, this.liquid, parser);
        this.currentFile = token.file;
        const begin = tokenizer.p;
        const withStr = tokenizer.readIdentifier();
        if (withStr.content === "with") {
          tokenizer.skipBlank();
          if (tokenizer.peek() !== ":") {
            this.withVar = tokenizer.readValue();
          } else
            tokenizer.p = begin;
        } else
          tokenizer.p = begin;
        this.hash = new Hash(tokenizer, liquid.options.jekyllInclude || liquid.options.keyValueSeparator);
      }
      *render(ctx, emitter) {
        const { liquid, hash, withVar } = this;
        const { renderer } = liquid;
        const filepath = yield renderFilePath(this.file, ctx, liquid);
        assert(filepath, () => `illegal file path "${filepath}"`);
        const saved = ctx.saveRegister("blocks", "blockMode");
        ctx.setRegister("blocks", {});
        ctx.setRegister("blockMode", BlockMode.OUTPUT);
        const scope = createScope(yield hash.render(ctx));
        if (withVar)
          scope[filepath] = yield evalToken(withVar, ctx);
        const templates = yield liquid._parsePartialFile(filepath, ctx.sync, this.currentFile);
        ctx.push(ctx.opts.jekyllInclude ? createScope({ include: scope }) : scope);
        yield renderer.renderTemplates(templates, ctx, emitter);
        ctx.pop();
        ctx.restoreRegister(saved);
      }
      *children(partials, sync) {
        if (partials && isString(this.file)) {
          return yield this.liquid._parsePartialFile(this.file, sync, this.currentFile);
        }
        return [];
      }
      partialScope() {
        if (isString(this.file)) {
          let names;
          if (this.liquid.options.jekyllInclude) {
            names = ["include"];
          } else {
            names = Object.keys(this.hash.hash);
            if (this.withVar) {
              names.push([this.file, this.withVar]);
            }
          }
          return { name: this.file, isolated: false, scope: names };
        }
      }
      *arguments() {
        yield* Object.values(this.hash.hash).filter(isValueToken);
        if (isValueToken(this.file)) {
          yield this.file;
        }
        if (isValueToken(this.withVar)) {
          yield this.withVar;
        }
      }
    };
    var DecrementTag = class extends Tag {
      constructor(token, remainTokens, liquid) {
        super(token, remainTokens, liquid);
        this.identifier = this.tokenizer.readIdentifier();
        this.variable = this.identifier.content;
      }
      render(context, emitter) {
        const scope = context.environments;
        if (!isNumber(scope[this.variable])) {
          scope[this.variable] = 0;
        }
        emitter.write(stringify(--scope[this.variable]));
      }
      *localScope() {
        yield this.identifier;
      }
    };
    var CycleTag = class extends Tag {
      constructor(token, remainTokens, liquid) {
        super(token, remainTokens, liquid);
        this.candidates = [];
        const begin = this.tokenizer.p;
        const group = this.tokenizer.readValue();
        this.tokenizer.skipBlank();
        if (group) {
          if (this.tokenizer.peek() === ":") {
            this.group = group;
            this.tokenizer.advance();
          } else
            this.tokenizer.p = begin;
        }
        while (!this.tokenizer.end()) {
          const value = this.tokenizer.readFilteredValue();
          this.candidates.push(value);
          this.tokenizer.readTo(",");
        }
        this.tokenizer.assert(this.candidates.length, () => `empty candidates: "${token.getText()}"`);
      }
      *render(ctx, emitter) {
        const group = yield evalToken(this.group, ctx);
        const fingerprint = `cycle:${group}:` + this.candidates.map((c) => c.getText()).join(",");
        const groups = ctx.getRegister("cycle", {});
        let idx = groups[fingerprint];
        if (idx === void 0) {
          idx = groups[fingerprint] = 0;
        }
        const candidate = new Value(this.candidates[idx], this.liquid);
        idx = (idx + 1) % this.candidates.length;
        groups[fingerprint] = idx;
        let val = yield toValue(yield candidate.value(ctx, false));
        const outputEscape = this.liquid.options.outputEscape;
        if (outputEscape && !candidate.filters[candidate.filters.length - 1]?.raw) {
          val = yield outputEscape.call({ context: ctx, token: this.token, liquid: this.liquid }, val);
        }
        return val;
      }
      *arguments() {
        yield* this.candidates;
        if (this.group) {
          yield this.group;
        }
      }
    };
    var IfTag = class extends Tag {
      constructor(tagToken, remainTokens, liquid, parser) {
        super(tagToken, remainTokens, liquid);
        this.branches = [];
        let p = [];
        parser.parseStream(remainTokens).on("start", () => this.branches.push({
          value: new Value(tagToken.tokenizer.readFilteredValue(), this.liquid),
          templates: p = []
        })).on("tag:elsif", (token) => {
          assert(!this.elseTemplates, "unexpected elsif after else");
          this.branches.push({
            value: new Value(token.tokenizer.readFilteredValue(), this.liquid),
            templates: p = []
          });
        }).on("tag:else", (tag) => {
          assertEmpty(tag.args);
          assert(!this.elseTemplates, "duplicated else");
          p = this.elseTemplates = [];
        }).on("tag:endif", function(tag) {
          assertEmpty(tag.args);
          this.stop();
        }).on("template", (tpl) => p.push(tpl)).on("end", () => {
          throw new Error(`tag ${tagToken.getText()} not closed`);
        }).start();
      }
      *render(ctx, emitter) {
        const r = this.liquid.renderer;
        for (const { value, templates } of this.branches) {
          const v = yield toValue(yield value.value(ctx, ctx.opts.lenientIf));
          if (isTruthy(v, ctx)) {
            yield r.renderTemplates(templates, ctx, emitter);
            return;
          }
        }
        yield r.renderTemplates(this.elseTemplates || [], ctx, emitter);
      }
      *children() {
        const templates = this.branches.flatMap((b) => b.templates);
        if (this.elseTemplates) {
          templates.push(...this.elseTemplates);
        }
        return templates;
      }
      arguments() {
        return this.branches.map((b) => b.value);
      }
    };
    var IncrementTag = class extends Tag {
      constructor(token, remainTokens, liquid) {
        super(token, remainTokens, liquid);
        this.identifier = this.tokenizer.readIdentifier();
        this.variable = this.identifier.content;
      }
      render(context, emitter) {
        const scope = context.environments;
        if (!isNumber(scope[this.variable])) {
          scope[this.variable] = 0;
        }
        const val = scope[this.variable];
        scope[this.variable]++;
        emitter.write(stringify(val));
      }
      *localScope() {
        yield this.identifier;
      }
    };
    var LayoutTag = class extends Tag {
      constructor(token, remainTokens, liquid, parser) {
        super(token, remainTokens, liquid);
        this.file = parseFilePath(this.tokenizer, this.liquid, parser);
        this.currentFile = token.file;
        this.args = new Hash(this.tokenizer, liquid.options.keyValueSeparator);
        this.templates = parser.parseTokens(remainTokens);
      }
      *render(ctx, emitter) {
        const { liquid, args, file } = this;
        const { renderer } = liquid;
        if (file === void 0) {
          ctx.setRegister("blockMode", BlockMode.OUTPUT);
          yield renderer.renderTemplates(this.templates, ctx, emitter);
          return;
        }
        const filepath = yield renderFilePath(this.file, ctx, liquid);
        assert(filepath, () => `illegal file path "${filepath}"`);
        const templates = yield liquid._parseLayoutFile(filepath, ctx.sync, this.currentFile);
        ctx.setRegister("blockMode", BlockMode.STORE);
        const html = yield renderer.renderTemplates(this.templates, ctx);
        const blocks = ctx.getRegister("blocks", {});
        if (blocks[""] === void 0)
          blocks[""] = (parent, emitter2) => emitter2.write(html);
        ctx.setRegister("blockMode", BlockMode.OUTPUT);
        ctx.push(createScope(yield args.render(ctx)));
        yield renderer.renderTemplates(templates, ctx, emitter);
        ctx.pop();
      }
      *children(partials) {
        const templates = this.templates.slice();
        if (partials && isString(this.file)) {
          templates.push(...yield this.liquid._parsePartialFile(this.file, true, this.currentFile));
        }
        return templates;
      }
      *arguments() {
        for (const v of Object.values(this.args.hash)) {
          if (isValueToken(v)) {
            yield v;
          }
        }
        if (isValueToken(this.file)) {
          yield this.file;
        }
      }
      partialScope() {
        if (isString(this.file)) {
          return { name: this.file, isolated: false, scope: Object.keys(this.args.hash) };
        }
      }
    };
    var BlockTag = class extends Tag {
      constructor(token, remainTokens, liquid, parser) {
        super(token, remainTokens, liquid);
        this.templates = [];
        const match = /\w+/.exec(token.args);
        this.block = match ? match[0] : "";
        while (remainTokens.length) {
          const token2 = remainTokens.shift();
          if (isTagToken(token2) && token2.name === "endblock")
            return;
          const template = parser.parseToken(token2, remainTokens);
          this.templates.push(template);
        }
        throw new Error(`tag ${token.getText()} not closed`);
      }
      *render(ctx, emitter) {
        const blockRender = this.getBlockRender(ctx);
        if (ctx.getRegister("blockMode") === BlockMode.STORE) {
          ctx.getRegister("blocks", {})[this.block] = blockRender;
        } else {
          yield blockRender(new BlockDrop(), emitter);
        }
      }
      getBlockRender(ctx) {
        const self = this;
        const { liquid, templates } = this;
        const renderChild = ctx.getRegister("blocks", {})[this.block];
        const renderCurrent = function* (superBlock, emitter) {
          const stack = ctx.getRegister("blockStack", []);
          if (stack.includes(self))
            throw new Error("block tag cannot be nested");
          stack.push(self);
          ctx.push(createScope({ block: superBlock }));
          yield liquid.renderer.renderTemplates(templates, ctx, emitter);
          ctx.pop();
          stack.pop();
        };
        return renderChild ? (superBlock, emitter) => renderChild(new BlockDrop((emitter2) => renderCurrent(superBlock, emitter2)), emitter) : renderCurrent;
      }
      *children() {
        return this.templates;
      }
      blockScope() {
        return ["block"];
      }
    };
    var RawTag = class extends Tag {
      constructor(tagToken, remainTokens, liquid) {
        super(tagToken, remainTokens, liquid);
        this.tokens = [];
        while (remainTokens.length) {
          const token = remainTokens.shift();
          if (isTagToken(token) && token.name === "endraw")
            return;
          this.tokens.push(token);
        }
        throw new Error(`tag ${tagToken.getText()} not closed`);
      }
      render() {
        return this.tokens.map((token) => token.getText()).join("");
      }
    };
    var TablerowloopDrop = class extends ForloopDrop {
      constructor(length, cols, collection, variable) {
        super(length, collection, variable);
        this.length = length;
        this.cols = cols;
      }
      row() {
        return Math.floor(this.i / this.cols) + 1;
      }
      col0() {
        return this.i % this.cols;
      }
      col() {
        return this.col0() + 1;
      }
      col_first() {
        return this.col0() === 0;
      }
      col_last() {
        return this.col() === this.cols;
      }
    };
    var TablerowTag = class extends Tag {
      constructor(tagToken, remainTokens, liquid, parser) {
        super(tagToken, remainTokens, liquid);
        const variable = this.tokenizer.readIdentifier();
        this.tokenizer.skipBlank();
        const predicate = this.tokenizer.readIdentifier();
        const collectionToken = this.tokenizer.readValue();
        if (predicate.content !== "in" || !collectionToken) {
          throw new Error(`illegal tag: ${tagToken.getText()}`);
        }
        this.variable = variable.content;
        this.collection = collectionToken;
        this.args = new Hash(this.tokenizer, liquid.options.keyValueSeparator);
        this.templates = [];
        let p;
        const stream2 = parser.parseStream(remainTokens).on("start", () => p = this.templates).on("tag:endtablerow", () => stream2.stop()).on("template", (tpl) => p.push(tpl)).on("end", () => {
          throw new Error(`tag ${tagToken.getText()} not closed`);
        });
        stream2.start();
      }
      *render(ctx, emitter) {
        let collection = toEnumerable(yield evalToken(this.collection, ctx));
        const args = yield this.args.render(ctx);
        const offset2 = args.offset || 0;
        const limit2 = args.limit === void 0 ? collection.length : args.limit;
        collection = collection.slice(offset2, offset2 + limit2);
        const cols = args.cols || collection.length;
        const r = this.liquid.renderer;
        const tablerowloop = new TablerowloopDrop(collection.length, cols, this.collection.getText(), this.variable);
        const scope = createScope({ tablerowloop });
        ctx.push(scope);
        for (let idx = 0; idx < collection.length; idx++, tablerowloop.next()) {
          scope[this.variable] = collection[idx];
          if (tablerowloop.col0() === 0) {
            if (tablerowloop.row() !== 1)
              emitter.write("</tr>");
            emitter.write(`<tr class="row${tablerowloop.row()}">`);
          }
          emitter.write(`<td class="col${tablerowloop.col()}">`);
          yield r.renderTemplates(this.templates, ctx, emitter);
          emitter.write("</td>");
        }
        if (collection.length)
          emitter.write("</tr>");
        ctx.pop();
      }
      *children() {
        return this.templates;
      }
      *arguments() {
        yield this.collection;
        for (const v of Object.values(this.args.hash)) {
          if (isValueToken(v)) {
            yield v;
          }
        }
      }
      blockScope() {
        return [this.variable, "tablerowloop"];
      }
    };
    var UnlessTag = class extends Tag {
      constructor(tagToken, remainTokens, liquid, parser) {
        super(tagToken, remainTokens, liquid);
        this.branches = [];
        this.elseTemplates = [];
        let p = [];
        let elseCount = 0;
        parser.parseStream(remainTokens).on("start", () => this.branches.push({
          value: new Value(tagToken.tokenizer.readFilteredValue(), this.liquid),
          test: isFalsy,
          templates: p = []
        })).on("tag:elsif", (token) => {
          if (elseCount > 0) {
            p = [];
            return;
          }
          this.branches.push({
            value: new Value(token.tokenizer.readFilteredValue(), this.liquid),
            test: isTruthy,
            templates: p = []
          });
        }).on("tag:else", () => {
          elseCount++;
          p = this.elseTemplates;
        }).on("tag:endunless", function() {
          this.stop();
        }).on("template", (tpl) => {
          if (p !== this.elseTemplates || elseCount === 1) {
            p.push(tpl);
          }
        }).on("end", () => {
          throw new Error(`tag ${tagToken.getText()} not closed`);
        }).start();
      }
      *render(ctx, emitter) {
        const r = this.liquid.renderer;
        for (const { value, test, templates } of this.branches) {
          const v = yield toValue(yield value.value(ctx, ctx.opts.lenientIf));
          if (test(v, ctx)) {
            yield r.renderTemplates(templates, ctx, emitter);
            return;
          }
        }
        yield r.renderTemplates(this.elseTemplates, ctx, emitter);
      }
      *children() {
        const children = this.branches.flatMap((b) => b.templates);
        if (this.elseTemplates) {
          children.push(...this.elseTemplates);
        }
        return children;
      }
      arguments() {
        return this.branches.map((b) => b.value);
      }
    };
    var BreakTag = class extends Tag {
      render(ctx, _emitter) {
        ctx.breakCalled = true;
      }
    };
    var ContinueTag = class extends Tag {
      render(ctx, _emitter) {
        ctx.continueCalled = true;
      }
    };
    var EchoTag = class extends Tag {
      constructor(token, remainTokens, liquid) {
        super(token, remainTokens, liquid);
        this.tokenizer.skipBlank();
        if (!this.tokenizer.end()) {
          this.value = new Value(this.tokenizer.readFilteredValue(), this.liquid);
        }
      }
      *render(ctx, emitter) {
        if (!this.value)
          return;
        let val = yield toValue(yield this.value.value(ctx, false));
        const outputEscape = this.liquid.options.outputEscape;
        if (outputEscape && !this.value.filters[this.value.filters.length - 1]?.raw) {
          val = yield outputEscape.call({ context: ctx, token: this.token, liquid: this.liquid }, val);
        }
        emitter.write(val);
      }
      *arguments() {
        if (this.value) {
          yield this.value;
        }
      }
    };
    var LiquidTag = class extends Tag {
      constructor(token, remainTokens, liquid, parser) {
        super(token, remainTokens, liquid);
        const tokens = this.tokenizer.readLiquidTagTokens(this.liquid.options);
        this.templates = parser.parseTokens(tokens);
      }
      *render(ctx, emitter) {
        yield this.liquid.renderer.renderTemplates(this.templates, ctx, emitter);
      }
      *children() {
        return this.templates;
      }
    };
    var InlineCommentTag = class extends Tag {
      constructor(tagToken, remainTokens, liquid) {
        super(tagToken, remainTokens, liquid);
        if (tagToken.args.search(/\n\s*[^#\s]/g) !== -1) {
          throw new Error("every line of an inline comment must start with a '#' character");
        }
      }
      render() {
      }
    };
    var tags = {
      assign: AssignTag,
      "for": ForTag,
      capture: CaptureTag,
      "case": CaseTag,
      comment: CommentTag,
      include: IncludeTag,
      render: RenderTag,
      decrement: DecrementTag,
      increment: IncrementTag,
      cycle: CycleTag,
      "if": IfTag,
      layout: LayoutTag,
      block: BlockTag,
      raw: RawTag,
      tablerow: TablerowTag,
      unless: UnlessTag,
      "break": BreakTag,
      "continue": ContinueTag,
      echo: EchoTag,
      liquid: LiquidTag,
      "#": InlineCommentTag
    };
    var Liquid2 = class _Liquid {
      constructor(opts = {}) {
        this.renderer = new Render();
        this.filters = /* @__PURE__ */ Object.create(null);
        this.tags = /* @__PURE__ */ Object.create(null);
        this.options = normalize(opts);
        this.parser = new Parser(this);
        forOwn(tags, (conf, name) => this.registerTag(name, conf));
        forOwn(filters, (handler, name) => this.registerFilter(name, handler));
      }
      parse(html, filepath) {
        const parser = new Parser(this);
        return parser.parse(html, filepath);
      }
      _render(tpl, scope, renderOptions) {
        const ctx = scope instanceof Context ? scope : new Context(scope, this.options, renderOptions, { liquid: this });
        return this.renderer.renderTemplates(tpl, ctx);
      }
      async render(tpl, scope, renderOptions) {
        return toPromise(this._render(tpl, scope, { ...renderOptions, sync: false }));
      }
      renderSync(tpl, scope, renderOptions) {
        return toValueSync(this._render(tpl, scope, { ...renderOptions, sync: true }));
      }
      renderToNodeStream(tpl, scope, renderOptions = {}) {
        const ctx = new Context(scope, this.options, renderOptions, { liquid: this });
        return this.renderer.renderTemplatesToNodeStream(tpl, ctx);
      }
      _parseAndRender(html, scope, renderOptions) {
        const tpl = this.parse(html);
        return this._render(tpl, scope, renderOptions);
      }
      async parseAndRender(html, scope, renderOptions) {
        return toPromise(this._parseAndRender(html, scope, { ...renderOptions, sync: false }));
      }
      parseAndRenderSync(html, scope, renderOptions) {
        return toValueSync(this._parseAndRender(html, scope, { ...renderOptions, sync: true }));
      }
      _parsePartialFile(file, sync, currentFile) {
        return new Parser(this).parseFile(file, sync, exports2.LookupType.Partials, currentFile);
      }
      _parseLayoutFile(file, sync, currentFile) {
        return new Parser(this).parseFile(file, sync, exports2.LookupType.Layouts, currentFile);
      }
      _parseFile(file, sync, lookupType, currentFile) {
        return new Parser(this).parseFile(file, sync, lookupType, currentFile);
      }
      async parseFile(file, lookupType) {
        return toPromise(new Parser(this).parseFile(file, false, lookupType));
      }
      parseFileSync(file, lookupType) {
        return toValueSync(new Parser(this).parseFile(file, true, lookupType));
      }
      *_renderFile(file, ctx, renderFileOptions) {
        const templates = yield this._parseFile(file, renderFileOptions.sync, renderFileOptions.lookupType);
        return yield this._render(templates, ctx, renderFileOptions);
      }
      async renderFile(file, ctx, renderFileOptions) {
        return toPromise(this._renderFile(file, ctx, { ...renderFileOptions, sync: false }));
      }
      renderFileSync(file, ctx, renderFileOptions) {
        return toValueSync(this._renderFile(file, ctx, { ...renderFileOptions, sync: true }));
      }
      async renderFileToNodeStream(file, scope, renderOptions) {
        const templates = await this.parseFile(file);
        return this.renderToNodeStream(templates, scope, renderOptions);
      }
      _evalValue(str2, scope) {
        const value = new Value(str2, this);
        const ctx = scope instanceof Context ? scope : new Context(scope, this.options, {}, { liquid: this });
        return value.value(ctx);
      }
      async evalValue(str2, scope) {
        return toPromise(this._evalValue(str2, scope));
      }
      evalValueSync(str2, scope) {
        return toValueSync(this._evalValue(str2, scope));
      }
      registerFilter(name, filter2) {
        this.filters[name] = filter2;
      }
      unregisterFilter(name) {
        delete this.filters[name];
      }
      registerTag(name, tag) {
        this.tags[name] = isFunction(tag) ? tag : createTagClass(tag);
      }
      plugin(plugin) {
        return plugin.call(this, _Liquid);
      }
      express() {
        const self = this;
        let firstCall = true;
        return function(filePath, ctx, callback) {
          if (firstCall) {
            firstCall = false;
            const dirs = normalizeDirectoryList(this.root);
            self.options.root.unshift(...dirs);
            self.options.layouts.unshift(...dirs);
            self.options.partials.unshift(...dirs);
          }
          self.renderFile(filePath, ctx).then((html) => callback(null, html), callback);
        };
      }
      async analyze(template, options2 = {}) {
        return analyze(template, options2);
      }
      analyzeSync(template, options2 = {}) {
        return analyzeSync(template, options2);
      }
      async parseAndAnalyze(html, filename, options2 = {}) {
        return analyze(this.parse(html, filename), options2);
      }
      parseAndAnalyzeSync(html, filename, options2 = {}) {
        return analyzeSync(this.parse(html, filename), options2);
      }
      /** Return an array of all variables without their properties. */
      async variables(template, options2 = {}) {
        const analysis = await analyze(isString(template) ? this.parse(template) : template, options2);
        return Object.keys(analysis.variables);
      }
      /** Return an array of all variables without their properties. */
      variablesSync(template, options2 = {}) {
        const analysis = analyzeSync(isString(template) ? this.parse(template) : template, options2);
        return Object.keys(analysis.variables);
      }
      /** Return an array of all variables including their properties/paths. */
      async fullVariables(template, options2 = {}) {
        const analysis = await analyze(isString(template) ? this.parse(template) : template, options2);
        return Array.from(new Set(Object.values(analysis.variables).flatMap((a) => a.map((v) => String(v)))));
      }
      /** Return an array of all variables including their properties/paths. */
      fullVariablesSync(template, options2 = {}) {
        const analysis = analyzeSync(isString(template) ? this.parse(template) : template, options2);
        return Array.from(new Set(Object.values(analysis.variables).flatMap((a) => a.map((v) => String(v)))));
      }
      /** Return an array of all variables, each as an array of properties/segments. */
      async variableSegments(template, options2 = {}) {
        const analysis = await analyze(isString(template) ? this.parse(template) : template, options2);
        return Array.from(strictUniq(Object.values(analysis.variables).flatMap((a) => a.map((v) => v.toArray()))));
      }
      /** Return an array of all variables, each as an array of properties/segments. */
      variableSegmentsSync(template, options2 = {}) {
        const analysis = analyzeSync(isString(template) ? this.parse(template) : template, options2);
        return Array.from(strictUniq(Object.values(analysis.variables).flatMap((a) => a.map((v) => v.toArray()))));
      }
      /** Return an array of all expected context variables without their properties. */
      async globalVariables(template, options2 = {}) {
        const analysis = await analyze(isString(template) ? this.parse(template) : template, options2);
        return Object.keys(analysis.globals);
      }
      /** Return an array of all expected context variables without their properties. */
      globalVariablesSync(template, options2 = {}) {
        const analysis = analyzeSync(isString(template) ? this.parse(template) : template, options2);
        return Object.keys(analysis.globals);
      }
      /** Return an array of all expected context variables including their properties/paths. */
      async globalFullVariables(template, options2 = {}) {
        const analysis = await analyze(isString(template) ? this.parse(template) : template, options2);
        return Array.from(new Set(Object.values(analysis.globals).flatMap((a) => a.map((v) => String(v)))));
      }
      /** Return an array of all expected context variables including their properties/paths. */
      globalFullVariablesSync(template, options2 = {}) {
        const analysis = analyzeSync(isString(template) ? this.parse(template) : template, options2);
        return Array.from(new Set(Object.values(analysis.globals).flatMap((a) => a.map((v) => String(v)))));
      }
      /** Return an array of all expected context variables, each as an array of properties/segments. */
      async globalVariableSegments(template, options2 = {}) {
        const analysis = await analyze(isString(template) ? this.parse(template) : template, options2);
        return Array.from(strictUniq(Object.values(analysis.globals).flatMap((a) => a.map((v) => v.toArray()))));
      }
      /** Return an array of all expected context variables, each as an array of properties/segments. */
      globalVariableSegmentsSync(template, options2 = {}) {
        const analysis = analyzeSync(isString(template) ? this.parse(template) : template, options2);
        return Array.from(strictUniq(Object.values(analysis.globals).flatMap((a) => a.map((v) => v.toArray()))));
      }
    };
    var version = "10.30.1";
    exports2.AssertionError = AssertionError;
    exports2.AssignTag = AssignTag;
    exports2.BlockTag = BlockTag;
    exports2.BreakTag = BreakTag;
    exports2.CaptureTag = CaptureTag;
    exports2.CaseTag = CaseTag;
    exports2.CommentTag = CommentTag;
    exports2.Context = Context;
    exports2.ContinueTag = ContinueTag;
    exports2.CycleTag = CycleTag;
    exports2.DecrementTag = DecrementTag;
    exports2.Drop = Drop;
    exports2.EchoTag = EchoTag;
    exports2.Expression = Expression;
    exports2.Filter = Filter;
    exports2.ForTag = ForTag;
    exports2.Hash = Hash;
    exports2.IfTag = IfTag;
    exports2.IncludeTag = IncludeTag;
    exports2.IncrementTag = IncrementTag;
    exports2.InlineCommentTag = InlineCommentTag;
    exports2.LayoutTag = LayoutTag;
    exports2.Liquid = Liquid2;
    exports2.LiquidError = LiquidError2;
    exports2.LiquidTag = LiquidTag;
    exports2.Output = Output;
    exports2.ParseError = ParseError;
    exports2.ParseStream = ParseStream;
    exports2.Parser = Parser;
    exports2.RawTag = RawTag;
    exports2.RenderError = RenderError;
    exports2.RenderTag = RenderTag;
    exports2.TablerowTag = TablerowTag;
    exports2.Tag = Tag;
    exports2.TagToken = TagToken;
    exports2.Token = Token;
    exports2.TokenizationError = TokenizationError;
    exports2.Tokenizer = Tokenizer;
    exports2.TypeGuards = typeGuards;
    exports2.UndefinedVariableError = UndefinedVariableError2;
    exports2.UnlessTag = UnlessTag;
    exports2.Value = Value;
    exports2.Variable = Variable;
    exports2.analyze = analyze;
    exports2.analyzeSync = analyzeSync;
    exports2.assert = assert;
    exports2.createTrie = createTrie;
    exports2.defaultOperators = defaultOperators;
    exports2.defaultOptions = defaultOptions;
    exports2.evalQuotedToken = evalQuotedToken;
    exports2.evalToken = evalToken;
    exports2.evalTokenValue = evalTokenValue;
    exports2.filters = filters;
    exports2.isFalsy = isFalsy;
    exports2.isTruthy = isTruthy;
    exports2.tags = tags;
    exports2.toPromise = toPromise;
    exports2.toValue = toValue;
    exports2.toValueSync = toValueSync;
    exports2.version = version;
  }
});

// node_modules/kind-of/index.js
var require_kind_of = __commonJS({
  "node_modules/kind-of/index.js"(exports2, module2) {
    var toString2 = Object.prototype.toString;
    module2.exports = function kindOf(val) {
      if (val === void 0) return "undefined";
      if (val === null) return "null";
      var type = typeof val;
      if (type === "boolean") return "boolean";
      if (type === "string") return "string";
      if (type === "number") return "number";
      if (type === "symbol") return "symbol";
      if (type === "function") {
        return isGeneratorFn(val) ? "generatorfunction" : "function";
      }
      if (isArray(val)) return "array";
      if (isBuffer(val)) return "buffer";
      if (isArguments(val)) return "arguments";
      if (isDate(val)) return "date";
      if (isError(val)) return "error";
      if (isRegexp(val)) return "regexp";
      switch (ctorName(val)) {
        case "Symbol":
          return "symbol";
        case "Promise":
          return "promise";
        // Set, Map, WeakSet, WeakMap
        case "WeakMap":
          return "weakmap";
        case "WeakSet":
          return "weakset";
        case "Map":
          return "map";
        case "Set":
          return "set";
        // 8-bit typed arrays
        case "Int8Array":
          return "int8array";
        case "Uint8Array":
          return "uint8array";
        case "Uint8ClampedArray":
          return "uint8clampedarray";
        // 16-bit typed arrays
        case "Int16Array":
          return "int16array";
        case "Uint16Array":
          return "uint16array";
        // 32-bit typed arrays
        case "Int32Array":
          return "int32array";
        case "Uint32Array":
          return "uint32array";
        case "Float32Array":
          return "float32array";
        case "Float64Array":
          return "float64array";
      }
      if (isGeneratorObj(val)) {
        return "generator";
      }
      type = toString2.call(val);
      switch (type) {
        case "[object Object]":
          return "object";
        // iterators
        case "[object Map Iterator]":
          return "mapiterator";
        case "[object Set Iterator]":
          return "setiterator";
        case "[object String Iterator]":
          return "stringiterator";
        case "[object Array Iterator]":
          return "arrayiterator";
      }
      return type.slice(8, -1).toLowerCase().replace(/\s/g, "");
    };
    function ctorName(val) {
      return typeof val.constructor === "function" ? val.constructor.name : null;
    }
    function isArray(val) {
      if (Array.isArray) return Array.isArray(val);
      return val instanceof Array;
    }
    function isError(val) {
      return val instanceof Error || typeof val.message === "string" && val.constructor && typeof val.constructor.stackTraceLimit === "number";
    }
    function isDate(val) {
      if (val instanceof Date) return true;
      return typeof val.toDateString === "function" && typeof val.getDate === "function" && typeof val.setDate === "function";
    }
    function isRegexp(val) {
      if (val instanceof RegExp) return true;
      return typeof val.flags === "string" && typeof val.ignoreCase === "boolean" && typeof val.multiline === "boolean" && typeof val.global === "boolean";
    }
    function isGeneratorFn(name, val) {
      return ctorName(name) === "GeneratorFunction";
    }
    function isGeneratorObj(val) {
      return typeof val.throw === "function" && typeof val.return === "function" && typeof val.next === "function";
    }
    function isArguments(val) {
      try {
        if (typeof val.length === "number" && typeof val.callee === "function") {
          return true;
        }
      } catch (err) {
        if (err.message.indexOf("callee") !== -1) {
          return true;
        }
      }
      return false;
    }
    function isBuffer(val) {
      if (val.constructor && typeof val.constructor.isBuffer === "function") {
        return val.constructor.isBuffer(val);
      }
      return false;
    }
  }
});

// node_modules/is-extendable/index.js
var require_is_extendable = __commonJS({
  "node_modules/is-extendable/index.js"(exports2, module2) {
    "use strict";
    module2.exports = function isExtendable(val) {
      return typeof val !== "undefined" && val !== null && (typeof val === "object" || typeof val === "function");
    };
  }
});

// node_modules/extend-shallow/index.js
var require_extend_shallow = __commonJS({
  "node_modules/extend-shallow/index.js"(exports2, module2) {
    "use strict";
    var isObject = require_is_extendable();
    module2.exports = function extend(o) {
      if (!isObject(o)) {
        o = {};
      }
      var len = arguments.length;
      for (var i = 1; i < len; i++) {
        var obj = arguments[i];
        if (isObject(obj)) {
          assign(o, obj);
        }
      }
      return o;
    };
    function assign(a, b) {
      for (var key in b) {
        if (hasOwn(b, key)) {
          a[key] = b[key];
        }
      }
    }
    function hasOwn(obj, key) {
      return Object.prototype.hasOwnProperty.call(obj, key);
    }
  }
});

// node_modules/section-matter/index.js
var require_section_matter = __commonJS({
  "node_modules/section-matter/index.js"(exports2, module2) {
    "use strict";
    var typeOf = require_kind_of();
    var extend = require_extend_shallow();
    module2.exports = function(input, options2) {
      if (typeof options2 === "function") {
        options2 = { parse: options2 };
      }
      var file = toObject(input);
      var defaults = { section_delimiter: "---", parse: identity };
      var opts = extend({}, defaults, options2);
      var delim = opts.section_delimiter;
      var lines = file.content.split(/\r?\n/);
      var sections = null;
      var section = createSection();
      var content = [];
      var stack = [];
      function initSections(val) {
        file.content = val;
        sections = [];
        content = [];
      }
      function closeSection(val) {
        if (stack.length) {
          section.key = getKey(stack[0], delim);
          section.content = val;
          opts.parse(section, sections);
          sections.push(section);
          section = createSection();
          content = [];
          stack = [];
        }
      }
      for (var i = 0; i < lines.length; i++) {
        var line = lines[i];
        var len = stack.length;
        var ln = line.trim();
        if (isDelimiter(ln, delim)) {
          if (ln.length === 3 && i !== 0) {
            if (len === 0 || len === 2) {
              content.push(line);
              continue;
            }
            stack.push(ln);
            section.data = content.join("\n");
            content = [];
            continue;
          }
          if (sections === null) {
            initSections(content.join("\n"));
          }
          if (len === 2) {
            closeSection(content.join("\n"));
          }
          stack.push(ln);
          continue;
        }
        content.push(line);
      }
      if (sections === null) {
        initSections(content.join("\n"));
      } else {
        closeSection(content.join("\n"));
      }
      file.sections = sections;
      return file;
    };
    function isDelimiter(line, delim) {
      if (line.slice(0, delim.length) !== delim) {
        return false;
      }
      if (line.charAt(delim.length + 1) === delim.slice(-1)) {
        return false;
      }
      return true;
    }
    function toObject(input) {
      if (typeOf(input) !== "object") {
        input = { content: input };
      }
      if (typeof input.content !== "string" && !isBuffer(input.content)) {
        throw new TypeError("expected a buffer or string");
      }
      input.content = input.content.toString();
      input.sections = [];
      return input;
    }
    function getKey(val, delim) {
      return val ? val.slice(delim.length).trim() : "";
    }
    function createSection() {
      return { key: "", data: "", content: "" };
    }
    function identity(val) {
      return val;
    }
    function isBuffer(val) {
      if (val && val.constructor && typeof val.constructor.isBuffer === "function") {
        return val.constructor.isBuffer(val);
      }
      return false;
    }
  }
});

// node_modules/js-yaml/lib/js-yaml/common.js
var require_common = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/common.js"(exports2, module2) {
    "use strict";
    function isNothing(subject) {
      return typeof subject === "undefined" || subject === null;
    }
    function isObject(subject) {
      return typeof subject === "object" && subject !== null;
    }
    function toArray(sequence) {
      if (Array.isArray(sequence)) return sequence;
      else if (isNothing(sequence)) return [];
      return [sequence];
    }
    function extend(target, source) {
      var index, length, key, sourceKeys;
      if (source) {
        sourceKeys = Object.keys(source);
        for (index = 0, length = sourceKeys.length; index < length; index += 1) {
          key = sourceKeys[index];
          target[key] = source[key];
        }
      }
      return target;
    }
    function repeat(string2, count) {
      var result = "", cycle;
      for (cycle = 0; cycle < count; cycle += 1) {
        result += string2;
      }
      return result;
    }
    function isNegativeZero(number2) {
      return number2 === 0 && Number.NEGATIVE_INFINITY === 1 / number2;
    }
    module2.exports.isNothing = isNothing;
    module2.exports.isObject = isObject;
    module2.exports.toArray = toArray;
    module2.exports.repeat = repeat;
    module2.exports.isNegativeZero = isNegativeZero;
    module2.exports.extend = extend;
  }
});

// node_modules/js-yaml/lib/js-yaml/exception.js
var require_exception = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/exception.js"(exports2, module2) {
    "use strict";
    function YAMLException(reason, mark) {
      Error.call(this);
      this.name = "YAMLException";
      this.reason = reason;
      this.mark = mark;
      this.message = (this.reason || "(unknown reason)") + (this.mark ? " " + this.mark.toString() : "");
      if (Error.captureStackTrace) {
        Error.captureStackTrace(this, this.constructor);
      } else {
        this.stack = new Error().stack || "";
      }
    }
    YAMLException.prototype = Object.create(Error.prototype);
    YAMLException.prototype.constructor = YAMLException;
    YAMLException.prototype.toString = function toString2(compact) {
      var result = this.name + ": ";
      result += this.reason || "(unknown reason)";
      if (!compact && this.mark) {
        result += " " + this.mark.toString();
      }
      return result;
    };
    module2.exports = YAMLException;
  }
});

// node_modules/js-yaml/lib/js-yaml/mark.js
var require_mark = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/mark.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    function Mark(name, buffer, position, line, column) {
      this.name = name;
      this.buffer = buffer;
      this.position = position;
      this.line = line;
      this.column = column;
    }
    Mark.prototype.getSnippet = function getSnippet(indent, maxLength) {
      var head, start, tail, end, snippet;
      if (!this.buffer) return null;
      indent = indent || 4;
      maxLength = maxLength || 75;
      head = "";
      start = this.position;
      while (start > 0 && "\0\r\n\x85\u2028\u2029".indexOf(this.buffer.charAt(start - 1)) === -1) {
        start -= 1;
        if (this.position - start > maxLength / 2 - 1) {
          head = " ... ";
          start += 5;
          break;
        }
      }
      tail = "";
      end = this.position;
      while (end < this.buffer.length && "\0\r\n\x85\u2028\u2029".indexOf(this.buffer.charAt(end)) === -1) {
        end += 1;
        if (end - this.position > maxLength / 2 - 1) {
          tail = " ... ";
          end -= 5;
          break;
        }
      }
      snippet = this.buffer.slice(start, end);
      return common.repeat(" ", indent) + head + snippet + tail + "\n" + common.repeat(" ", indent + this.position - start + head.length) + "^";
    };
    Mark.prototype.toString = function toString2(compact) {
      var snippet, where = "";
      if (this.name) {
        where += 'in "' + this.name + '" ';
      }
      where += "at line " + (this.line + 1) + ", column " + (this.column + 1);
      if (!compact) {
        snippet = this.getSnippet();
        if (snippet) {
          where += ":\n" + snippet;
        }
      }
      return where;
    };
    module2.exports = Mark;
  }
});

// node_modules/js-yaml/lib/js-yaml/type.js
var require_type = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type.js"(exports2, module2) {
    "use strict";
    var YAMLException = require_exception();
    var TYPE_CONSTRUCTOR_OPTIONS = [
      "kind",
      "resolve",
      "construct",
      "instanceOf",
      "predicate",
      "represent",
      "defaultStyle",
      "styleAliases"
    ];
    var YAML_NODE_KINDS = [
      "scalar",
      "sequence",
      "mapping"
    ];
    function compileStyleAliases(map) {
      var result = {};
      if (map !== null) {
        Object.keys(map).forEach(function(style) {
          map[style].forEach(function(alias) {
            result[String(alias)] = style;
          });
        });
      }
      return result;
    }
    function Type(tag, options2) {
      options2 = options2 || {};
      Object.keys(options2).forEach(function(name) {
        if (TYPE_CONSTRUCTOR_OPTIONS.indexOf(name) === -1) {
          throw new YAMLException('Unknown option "' + name + '" is met in definition of "' + tag + '" YAML type.');
        }
      });
      this.tag = tag;
      this.kind = options2["kind"] || null;
      this.resolve = options2["resolve"] || function() {
        return true;
      };
      this.construct = options2["construct"] || function(data) {
        return data;
      };
      this.instanceOf = options2["instanceOf"] || null;
      this.predicate = options2["predicate"] || null;
      this.represent = options2["represent"] || null;
      this.defaultStyle = options2["defaultStyle"] || null;
      this.styleAliases = compileStyleAliases(options2["styleAliases"] || null);
      if (YAML_NODE_KINDS.indexOf(this.kind) === -1) {
        throw new YAMLException('Unknown kind "' + this.kind + '" is specified for "' + tag + '" YAML type.');
      }
    }
    module2.exports = Type;
  }
});

// node_modules/js-yaml/lib/js-yaml/schema.js
var require_schema = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/schema.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var YAMLException = require_exception();
    var Type = require_type();
    function compileList(schema, name, result) {
      var exclude = [];
      schema.include.forEach(function(includedSchema) {
        result = compileList(includedSchema, name, result);
      });
      schema[name].forEach(function(currentType) {
        result.forEach(function(previousType, previousIndex) {
          if (previousType.tag === currentType.tag && previousType.kind === currentType.kind) {
            exclude.push(previousIndex);
          }
        });
        result.push(currentType);
      });
      return result.filter(function(type, index) {
        return exclude.indexOf(index) === -1;
      });
    }
    function compileMap() {
      var result = {
        scalar: {},
        sequence: {},
        mapping: {},
        fallback: {}
      }, index, length;
      function collectType(type) {
        result[type.kind][type.tag] = result["fallback"][type.tag] = type;
      }
      for (index = 0, length = arguments.length; index < length; index += 1) {
        arguments[index].forEach(collectType);
      }
      return result;
    }
    function Schema(definition) {
      this.include = definition.include || [];
      this.implicit = definition.implicit || [];
      this.explicit = definition.explicit || [];
      this.implicit.forEach(function(type) {
        if (type.loadKind && type.loadKind !== "scalar") {
          throw new YAMLException("There is a non-scalar type in the implicit list of a schema. Implicit resolving of such types is not supported.");
        }
      });
      this.compiledImplicit = compileList(this, "implicit", []);
      this.compiledExplicit = compileList(this, "explicit", []);
      this.compiledTypeMap = compileMap(this.compiledImplicit, this.compiledExplicit);
    }
    Schema.DEFAULT = null;
    Schema.create = function createSchema() {
      var schemas, types;
      switch (arguments.length) {
        case 1:
          schemas = Schema.DEFAULT;
          types = arguments[0];
          break;
        case 2:
          schemas = arguments[0];
          types = arguments[1];
          break;
        default:
          throw new YAMLException("Wrong number of arguments for Schema.create function");
      }
      schemas = common.toArray(schemas);
      types = common.toArray(types);
      if (!schemas.every(function(schema) {
        return schema instanceof Schema;
      })) {
        throw new YAMLException("Specified list of super schemas (or a single Schema object) contains a non-Schema object.");
      }
      if (!types.every(function(type) {
        return type instanceof Type;
      })) {
        throw new YAMLException("Specified list of YAML types (or a single Type object) contains a non-Type object.");
      }
      return new Schema({
        include: schemas,
        explicit: types
      });
    };
    module2.exports = Schema;
  }
});

// node_modules/js-yaml/lib/js-yaml/type/str.js
var require_str = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/str.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    module2.exports = new Type("tag:yaml.org,2002:str", {
      kind: "scalar",
      construct: function(data) {
        return data !== null ? data : "";
      }
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/seq.js
var require_seq = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/seq.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    module2.exports = new Type("tag:yaml.org,2002:seq", {
      kind: "sequence",
      construct: function(data) {
        return data !== null ? data : [];
      }
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/map.js
var require_map = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/map.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    module2.exports = new Type("tag:yaml.org,2002:map", {
      kind: "mapping",
      construct: function(data) {
        return data !== null ? data : {};
      }
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/schema/failsafe.js
var require_failsafe = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/schema/failsafe.js"(exports2, module2) {
    "use strict";
    var Schema = require_schema();
    module2.exports = new Schema({
      explicit: [
        require_str(),
        require_seq(),
        require_map()
      ]
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/null.js
var require_null = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/null.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveYamlNull(data) {
      if (data === null) return true;
      var max = data.length;
      return max === 1 && data === "~" || max === 4 && (data === "null" || data === "Null" || data === "NULL");
    }
    function constructYamlNull() {
      return null;
    }
    function isNull(object2) {
      return object2 === null;
    }
    module2.exports = new Type("tag:yaml.org,2002:null", {
      kind: "scalar",
      resolve: resolveYamlNull,
      construct: constructYamlNull,
      predicate: isNull,
      represent: {
        canonical: function() {
          return "~";
        },
        lowercase: function() {
          return "null";
        },
        uppercase: function() {
          return "NULL";
        },
        camelcase: function() {
          return "Null";
        }
      },
      defaultStyle: "lowercase"
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/bool.js
var require_bool = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/bool.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveYamlBoolean(data) {
      if (data === null) return false;
      var max = data.length;
      return max === 4 && (data === "true" || data === "True" || data === "TRUE") || max === 5 && (data === "false" || data === "False" || data === "FALSE");
    }
    function constructYamlBoolean(data) {
      return data === "true" || data === "True" || data === "TRUE";
    }
    function isBoolean(object2) {
      return Object.prototype.toString.call(object2) === "[object Boolean]";
    }
    module2.exports = new Type("tag:yaml.org,2002:bool", {
      kind: "scalar",
      resolve: resolveYamlBoolean,
      construct: constructYamlBoolean,
      predicate: isBoolean,
      represent: {
        lowercase: function(object2) {
          return object2 ? "true" : "false";
        },
        uppercase: function(object2) {
          return object2 ? "TRUE" : "FALSE";
        },
        camelcase: function(object2) {
          return object2 ? "True" : "False";
        }
      },
      defaultStyle: "lowercase"
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/int.js
var require_int = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/int.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var Type = require_type();
    function isHexCode(c) {
      return 48 <= c && c <= 57 || 65 <= c && c <= 70 || 97 <= c && c <= 102;
    }
    function isOctCode(c) {
      return 48 <= c && c <= 55;
    }
    function isDecCode(c) {
      return 48 <= c && c <= 57;
    }
    function resolveYamlInteger(data) {
      if (data === null) return false;
      var max = data.length, index = 0, hasDigits = false, ch;
      if (!max) return false;
      ch = data[index];
      if (ch === "-" || ch === "+") {
        ch = data[++index];
      }
      if (ch === "0") {
        if (index + 1 === max) return true;
        ch = data[++index];
        if (ch === "b") {
          index++;
          for (; index < max; index++) {
            ch = data[index];
            if (ch === "_") continue;
            if (ch !== "0" && ch !== "1") return false;
            hasDigits = true;
          }
          return hasDigits && ch !== "_";
        }
        if (ch === "x") {
          index++;
          for (; index < max; index++) {
            ch = data[index];
            if (ch === "_") continue;
            if (!isHexCode(data.charCodeAt(index))) return false;
            hasDigits = true;
          }
          return hasDigits && ch !== "_";
        }
        for (; index < max; index++) {
          ch = data[index];
          if (ch === "_") continue;
          if (!isOctCode(data.charCodeAt(index))) return false;
          hasDigits = true;
        }
        return hasDigits && ch !== "_";
      }
      if (ch === "_") return false;
      for (; index < max; index++) {
        ch = data[index];
        if (ch === "_") continue;
        if (ch === ":") break;
        if (!isDecCode(data.charCodeAt(index))) {
          return false;
        }
        hasDigits = true;
      }
      if (!hasDigits || ch === "_") return false;
      if (ch !== ":") return true;
      return /^(:[0-5]?[0-9])+$/.test(data.slice(index));
    }
    function constructYamlInteger(data) {
      var value = data, sign = 1, ch, base, digits = [];
      if (value.indexOf("_") !== -1) {
        value = value.replace(/_/g, "");
      }
      ch = value[0];
      if (ch === "-" || ch === "+") {
        if (ch === "-") sign = -1;
        value = value.slice(1);
        ch = value[0];
      }
      if (value === "0") return 0;
      if (ch === "0") {
        if (value[1] === "b") return sign * parseInt(value.slice(2), 2);
        if (value[1] === "x") return sign * parseInt(value, 16);
        return sign * parseInt(value, 8);
      }
      if (value.indexOf(":") !== -1) {
        value.split(":").forEach(function(v) {
          digits.unshift(parseInt(v, 10));
        });
        value = 0;
        base = 1;
        digits.forEach(function(d) {
          value += d * base;
          base *= 60;
        });
        return sign * value;
      }
      return sign * parseInt(value, 10);
    }
    function isInteger(object2) {
      return Object.prototype.toString.call(object2) === "[object Number]" && (object2 % 1 === 0 && !common.isNegativeZero(object2));
    }
    module2.exports = new Type("tag:yaml.org,2002:int", {
      kind: "scalar",
      resolve: resolveYamlInteger,
      construct: constructYamlInteger,
      predicate: isInteger,
      represent: {
        binary: function(obj) {
          return obj >= 0 ? "0b" + obj.toString(2) : "-0b" + obj.toString(2).slice(1);
        },
        octal: function(obj) {
          return obj >= 0 ? "0" + obj.toString(8) : "-0" + obj.toString(8).slice(1);
        },
        decimal: function(obj) {
          return obj.toString(10);
        },
        /* eslint-disable max-len */
        hexadecimal: function(obj) {
          return obj >= 0 ? "0x" + obj.toString(16).toUpperCase() : "-0x" + obj.toString(16).toUpperCase().slice(1);
        }
      },
      defaultStyle: "decimal",
      styleAliases: {
        binary: [2, "bin"],
        octal: [8, "oct"],
        decimal: [10, "dec"],
        hexadecimal: [16, "hex"]
      }
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/float.js
var require_float = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/float.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var Type = require_type();
    var YAML_FLOAT_PATTERN = new RegExp(
      // 2.5e4, 2.5 and integers
      "^(?:[-+]?(?:0|[1-9][0-9_]*)(?:\\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9_]+(?:[eE][-+]?[0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
    );
    function resolveYamlFloat(data) {
      if (data === null) return false;
      if (!YAML_FLOAT_PATTERN.test(data) || // Quick hack to not allow integers end with `_`
      // Probably should update regexp & check speed
      data[data.length - 1] === "_") {
        return false;
      }
      return true;
    }
    function constructYamlFloat(data) {
      var value, sign, base, digits;
      value = data.replace(/_/g, "").toLowerCase();
      sign = value[0] === "-" ? -1 : 1;
      digits = [];
      if ("+-".indexOf(value[0]) >= 0) {
        value = value.slice(1);
      }
      if (value === ".inf") {
        return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
      } else if (value === ".nan") {
        return NaN;
      } else if (value.indexOf(":") >= 0) {
        value.split(":").forEach(function(v) {
          digits.unshift(parseFloat(v, 10));
        });
        value = 0;
        base = 1;
        digits.forEach(function(d) {
          value += d * base;
          base *= 60;
        });
        return sign * value;
      }
      return sign * parseFloat(value, 10);
    }
    var SCIENTIFIC_WITHOUT_DOT = /^[-+]?[0-9]+e/;
    function representYamlFloat(object2, style) {
      var res;
      if (isNaN(object2)) {
        switch (style) {
          case "lowercase":
            return ".nan";
          case "uppercase":
            return ".NAN";
          case "camelcase":
            return ".NaN";
        }
      } else if (Number.POSITIVE_INFINITY === object2) {
        switch (style) {
          case "lowercase":
            return ".inf";
          case "uppercase":
            return ".INF";
          case "camelcase":
            return ".Inf";
        }
      } else if (Number.NEGATIVE_INFINITY === object2) {
        switch (style) {
          case "lowercase":
            return "-.inf";
          case "uppercase":
            return "-.INF";
          case "camelcase":
            return "-.Inf";
        }
      } else if (common.isNegativeZero(object2)) {
        return "-0.0";
      }
      res = object2.toString(10);
      return SCIENTIFIC_WITHOUT_DOT.test(res) ? res.replace("e", ".e") : res;
    }
    function isFloat(object2) {
      return Object.prototype.toString.call(object2) === "[object Number]" && (object2 % 1 !== 0 || common.isNegativeZero(object2));
    }
    module2.exports = new Type("tag:yaml.org,2002:float", {
      kind: "scalar",
      resolve: resolveYamlFloat,
      construct: constructYamlFloat,
      predicate: isFloat,
      represent: representYamlFloat,
      defaultStyle: "lowercase"
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/schema/json.js
var require_json = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/schema/json.js"(exports2, module2) {
    "use strict";
    var Schema = require_schema();
    module2.exports = new Schema({
      include: [
        require_failsafe()
      ],
      implicit: [
        require_null(),
        require_bool(),
        require_int(),
        require_float()
      ]
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/schema/core.js
var require_core = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/schema/core.js"(exports2, module2) {
    "use strict";
    var Schema = require_schema();
    module2.exports = new Schema({
      include: [
        require_json()
      ]
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/timestamp.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var YAML_DATE_REGEXP = new RegExp(
      "^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"
    );
    var YAML_TIMESTAMP_REGEXP = new RegExp(
      "^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$"
    );
    function resolveYamlTimestamp(data) {
      if (data === null) return false;
      if (YAML_DATE_REGEXP.exec(data) !== null) return true;
      if (YAML_TIMESTAMP_REGEXP.exec(data) !== null) return true;
      return false;
    }
    function constructYamlTimestamp(data) {
      var match, year, month, day, hour, minute, second, fraction = 0, delta = null, tz_hour, tz_minute, date;
      match = YAML_DATE_REGEXP.exec(data);
      if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(data);
      if (match === null) throw new Error("Date resolve error");
      year = +match[1];
      month = +match[2] - 1;
      day = +match[3];
      if (!match[4]) {
        return new Date(Date.UTC(year, month, day));
      }
      hour = +match[4];
      minute = +match[5];
      second = +match[6];
      if (match[7]) {
        fraction = match[7].slice(0, 3);
        while (fraction.length < 3) {
          fraction += "0";
        }
        fraction = +fraction;
      }
      if (match[9]) {
        tz_hour = +match[10];
        tz_minute = +(match[11] || 0);
        delta = (tz_hour * 60 + tz_minute) * 6e4;
        if (match[9] === "-") delta = -delta;
      }
      date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
      if (delta) date.setTime(date.getTime() - delta);
      return date;
    }
    function representYamlTimestamp(object2) {
      return object2.toISOString();
    }
    module2.exports = new Type("tag:yaml.org,2002:timestamp", {
      kind: "scalar",
      resolve: resolveYamlTimestamp,
      construct: constructYamlTimestamp,
      instanceOf: Date,
      represent: representYamlTimestamp
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/merge.js
var require_merge = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/merge.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveYamlMerge(data) {
      return data === "<<" || data === null;
    }
    module2.exports = new Type("tag:yaml.org,2002:merge", {
      kind: "scalar",
      resolve: resolveYamlMerge
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/binary.js
var require_binary = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/binary.js"(exports2, module2) {
    "use strict";
    var NodeBuffer;
    try {
      _require = __require;
      NodeBuffer = _require("buffer").Buffer;
    } catch (__) {
    }
    var _require;
    var Type = require_type();
    var BASE64_MAP = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\n\r";
    function resolveYamlBinary(data) {
      if (data === null) return false;
      var code, idx, bitlen = 0, max = data.length, map = BASE64_MAP;
      for (idx = 0; idx < max; idx++) {
        code = map.indexOf(data.charAt(idx));
        if (code > 64) continue;
        if (code < 0) return false;
        bitlen += 6;
      }
      return bitlen % 8 === 0;
    }
    function constructYamlBinary(data) {
      var idx, tailbits, input = data.replace(/[\r\n=]/g, ""), max = input.length, map = BASE64_MAP, bits = 0, result = [];
      for (idx = 0; idx < max; idx++) {
        if (idx % 4 === 0 && idx) {
          result.push(bits >> 16 & 255);
          result.push(bits >> 8 & 255);
          result.push(bits & 255);
        }
        bits = bits << 6 | map.indexOf(input.charAt(idx));
      }
      tailbits = max % 4 * 6;
      if (tailbits === 0) {
        result.push(bits >> 16 & 255);
        result.push(bits >> 8 & 255);
        result.push(bits & 255);
      } else if (tailbits === 18) {
        result.push(bits >> 10 & 255);
        result.push(bits >> 2 & 255);
      } else if (tailbits === 12) {
        result.push(bits >> 4 & 255);
      }
      if (NodeBuffer) {
        return NodeBuffer.from ? NodeBuffer.from(result) : new NodeBuffer(result);
      }
      return result;
    }
    function representYamlBinary(object2) {
      var result = "", bits = 0, idx, tail, max = object2.length, map = BASE64_MAP;
      for (idx = 0; idx < max; idx++) {
        if (idx % 3 === 0 && idx) {
          result += map[bits >> 18 & 63];
          result += map[bits >> 12 & 63];
          result += map[bits >> 6 & 63];
          result += map[bits & 63];
        }
        bits = (bits << 8) + object2[idx];
      }
      tail = max % 3;
      if (tail === 0) {
        result += map[bits >> 18 & 63];
        result += map[bits >> 12 & 63];
        result += map[bits >> 6 & 63];
        result += map[bits & 63];
      } else if (tail === 2) {
        result += map[bits >> 10 & 63];
        result += map[bits >> 4 & 63];
        result += map[bits << 2 & 63];
        result += map[64];
      } else if (tail === 1) {
        result += map[bits >> 2 & 63];
        result += map[bits << 4 & 63];
        result += map[64];
        result += map[64];
      }
      return result;
    }
    function isBinary(object2) {
      return NodeBuffer && NodeBuffer.isBuffer(object2);
    }
    module2.exports = new Type("tag:yaml.org,2002:binary", {
      kind: "scalar",
      resolve: resolveYamlBinary,
      construct: constructYamlBinary,
      predicate: isBinary,
      represent: representYamlBinary
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/omap.js
var require_omap = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/omap.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    var _toString = Object.prototype.toString;
    function resolveYamlOmap(data) {
      if (data === null) return true;
      var objectKeys = {}, index, length, pair, pairKey, pairHasKey, object2 = data;
      for (index = 0, length = object2.length; index < length; index += 1) {
        pair = object2[index];
        pairHasKey = false;
        if (_toString.call(pair) !== "[object Object]") return false;
        for (pairKey in pair) {
          if (_hasOwnProperty.call(pair, pairKey)) {
            if (!pairHasKey) pairHasKey = true;
            else return false;
          }
        }
        if (!pairHasKey) return false;
        if (_hasOwnProperty.call(objectKeys, pairKey)) return false;
        Object.defineProperty(objectKeys, pairKey, { value: true });
      }
      return true;
    }
    function constructYamlOmap(data) {
      return data !== null ? data : [];
    }
    module2.exports = new Type("tag:yaml.org,2002:omap", {
      kind: "sequence",
      resolve: resolveYamlOmap,
      construct: constructYamlOmap
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/pairs.js
var require_pairs = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/pairs.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var _toString = Object.prototype.toString;
    function resolveYamlPairs(data) {
      if (data === null) return true;
      var index, length, pair, keys, result, object2 = data;
      result = new Array(object2.length);
      for (index = 0, length = object2.length; index < length; index += 1) {
        pair = object2[index];
        if (_toString.call(pair) !== "[object Object]") return false;
        keys = Object.keys(pair);
        if (keys.length !== 1) return false;
        result[index] = [keys[0], pair[keys[0]]];
      }
      return true;
    }
    function constructYamlPairs(data) {
      if (data === null) return [];
      var index, length, pair, keys, result, object2 = data;
      result = new Array(object2.length);
      for (index = 0, length = object2.length; index < length; index += 1) {
        pair = object2[index];
        keys = Object.keys(pair);
        result[index] = [keys[0], pair[keys[0]]];
      }
      return result;
    }
    module2.exports = new Type("tag:yaml.org,2002:pairs", {
      kind: "sequence",
      resolve: resolveYamlPairs,
      construct: constructYamlPairs
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/set.js
var require_set = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/set.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    function resolveYamlSet(data) {
      if (data === null) return true;
      var key, object2 = data;
      for (key in object2) {
        if (_hasOwnProperty.call(object2, key)) {
          if (object2[key] !== null) return false;
        }
      }
      return true;
    }
    function constructYamlSet(data) {
      return data !== null ? data : {};
    }
    module2.exports = new Type("tag:yaml.org,2002:set", {
      kind: "mapping",
      resolve: resolveYamlSet,
      construct: constructYamlSet
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/schema/default_safe.js
var require_default_safe = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/schema/default_safe.js"(exports2, module2) {
    "use strict";
    var Schema = require_schema();
    module2.exports = new Schema({
      include: [
        require_core()
      ],
      implicit: [
        require_timestamp(),
        require_merge()
      ],
      explicit: [
        require_binary(),
        require_omap(),
        require_pairs(),
        require_set()
      ]
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/js/undefined.js
var require_undefined = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/js/undefined.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveJavascriptUndefined() {
      return true;
    }
    function constructJavascriptUndefined() {
      return void 0;
    }
    function representJavascriptUndefined() {
      return "";
    }
    function isUndefined(object2) {
      return typeof object2 === "undefined";
    }
    module2.exports = new Type("tag:yaml.org,2002:js/undefined", {
      kind: "scalar",
      resolve: resolveJavascriptUndefined,
      construct: constructJavascriptUndefined,
      predicate: isUndefined,
      represent: representJavascriptUndefined
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/js/regexp.js
var require_regexp = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/js/regexp.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveJavascriptRegExp(data) {
      if (data === null) return false;
      if (data.length === 0) return false;
      var regexp = data, tail = /\/([gim]*)$/.exec(data), modifiers = "";
      if (regexp[0] === "/") {
        if (tail) modifiers = tail[1];
        if (modifiers.length > 3) return false;
        if (regexp[regexp.length - modifiers.length - 1] !== "/") return false;
      }
      return true;
    }
    function constructJavascriptRegExp(data) {
      var regexp = data, tail = /\/([gim]*)$/.exec(data), modifiers = "";
      if (regexp[0] === "/") {
        if (tail) modifiers = tail[1];
        regexp = regexp.slice(1, regexp.length - modifiers.length - 1);
      }
      return new RegExp(regexp, modifiers);
    }
    function representJavascriptRegExp(object2) {
      var result = "/" + object2.source + "/";
      if (object2.global) result += "g";
      if (object2.multiline) result += "m";
      if (object2.ignoreCase) result += "i";
      return result;
    }
    function isRegExp(object2) {
      return Object.prototype.toString.call(object2) === "[object RegExp]";
    }
    module2.exports = new Type("tag:yaml.org,2002:js/regexp", {
      kind: "scalar",
      resolve: resolveJavascriptRegExp,
      construct: constructJavascriptRegExp,
      predicate: isRegExp,
      represent: representJavascriptRegExp
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/js/function.js
var require_function = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/js/function.js"(exports2, module2) {
    "use strict";
    var esprima;
    try {
      _require = __require;
      esprima = _require("esprima");
    } catch (_) {
      if (typeof window !== "undefined") esprima = window.esprima;
    }
    var _require;
    var Type = require_type();
    function resolveJavascriptFunction(data) {
      if (data === null) return false;
      try {
        var source = "(" + data + ")", ast = esprima.parse(source, { range: true });
        if (ast.type !== "Program" || ast.body.length !== 1 || ast.body[0].type !== "ExpressionStatement" || ast.body[0].expression.type !== "ArrowFunctionExpression" && ast.body[0].expression.type !== "FunctionExpression") {
          return false;
        }
        return true;
      } catch (err) {
        return false;
      }
    }
    function constructJavascriptFunction(data) {
      var source = "(" + data + ")", ast = esprima.parse(source, { range: true }), params = [], body;
      if (ast.type !== "Program" || ast.body.length !== 1 || ast.body[0].type !== "ExpressionStatement" || ast.body[0].expression.type !== "ArrowFunctionExpression" && ast.body[0].expression.type !== "FunctionExpression") {
        throw new Error("Failed to resolve function");
      }
      ast.body[0].expression.params.forEach(function(param) {
        params.push(param.name);
      });
      body = ast.body[0].expression.body.range;
      if (ast.body[0].expression.body.type === "BlockStatement") {
        return new Function(params, source.slice(body[0] + 1, body[1] - 1));
      }
      return new Function(params, "return " + source.slice(body[0], body[1]));
    }
    function representJavascriptFunction(object2) {
      return object2.toString();
    }
    function isFunction(object2) {
      return Object.prototype.toString.call(object2) === "[object Function]";
    }
    module2.exports = new Type("tag:yaml.org,2002:js/function", {
      kind: "scalar",
      resolve: resolveJavascriptFunction,
      construct: constructJavascriptFunction,
      predicate: isFunction,
      represent: representJavascriptFunction
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/schema/default_full.js
var require_default_full = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/schema/default_full.js"(exports2, module2) {
    "use strict";
    var Schema = require_schema();
    module2.exports = Schema.DEFAULT = new Schema({
      include: [
        require_default_safe()
      ],
      explicit: [
        require_undefined(),
        require_regexp(),
        require_function()
      ]
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/loader.js
var require_loader = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/loader.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var YAMLException = require_exception();
    var Mark = require_mark();
    var DEFAULT_SAFE_SCHEMA = require_default_safe();
    var DEFAULT_FULL_SCHEMA = require_default_full();
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    var CONTEXT_FLOW_IN = 1;
    var CONTEXT_FLOW_OUT = 2;
    var CONTEXT_BLOCK_IN = 3;
    var CONTEXT_BLOCK_OUT = 4;
    var CHOMPING_CLIP = 1;
    var CHOMPING_STRIP = 2;
    var CHOMPING_KEEP = 3;
    var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
    var PATTERN_NON_ASCII_LINE_BREAKS = /[\x85\u2028\u2029]/;
    var PATTERN_FLOW_INDICATORS = /[,\[\]\{\}]/;
    var PATTERN_TAG_HANDLE = /^(?:!|!!|![a-z\-]+!)$/i;
    var PATTERN_TAG_URI = /^(?:!|[^,\[\]\{\}])(?:%[0-9a-f]{2}|[0-9a-z\-#;\/\?:@&=\+\$,_\.!~\*'\(\)\[\]])*$/i;
    function _class(obj) {
      return Object.prototype.toString.call(obj);
    }
    function is_EOL(c) {
      return c === 10 || c === 13;
    }
    function is_WHITE_SPACE(c) {
      return c === 9 || c === 32;
    }
    function is_WS_OR_EOL(c) {
      return c === 9 || c === 32 || c === 10 || c === 13;
    }
    function is_FLOW_INDICATOR(c) {
      return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
    }
    function fromHexCode(c) {
      var lc;
      if (48 <= c && c <= 57) {
        return c - 48;
      }
      lc = c | 32;
      if (97 <= lc && lc <= 102) {
        return lc - 97 + 10;
      }
      return -1;
    }
    function escapedHexLen(c) {
      if (c === 120) {
        return 2;
      }
      if (c === 117) {
        return 4;
      }
      if (c === 85) {
        return 8;
      }
      return 0;
    }
    function fromDecimalCode(c) {
      if (48 <= c && c <= 57) {
        return c - 48;
      }
      return -1;
    }
    function simpleEscapeSequence(c) {
      return c === 48 ? "\0" : c === 97 ? "\x07" : c === 98 ? "\b" : c === 116 ? "	" : c === 9 ? "	" : c === 110 ? "\n" : c === 118 ? "\v" : c === 102 ? "\f" : c === 114 ? "\r" : c === 101 ? "\x1B" : c === 32 ? " " : c === 34 ? '"' : c === 47 ? "/" : c === 92 ? "\\" : c === 78 ? "\x85" : c === 95 ? "\xA0" : c === 76 ? "\u2028" : c === 80 ? "\u2029" : "";
    }
    function charFromCodepoint(c) {
      if (c <= 65535) {
        return String.fromCharCode(c);
      }
      return String.fromCharCode(
        (c - 65536 >> 10) + 55296,
        (c - 65536 & 1023) + 56320
      );
    }
    function setProperty(object2, key, value) {
      if (key === "__proto__") {
        Object.defineProperty(object2, key, {
          configurable: true,
          enumerable: true,
          writable: true,
          value
        });
      } else {
        object2[key] = value;
      }
    }
    var simpleEscapeCheck = new Array(256);
    var simpleEscapeMap = new Array(256);
    for (i = 0; i < 256; i++) {
      simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
      simpleEscapeMap[i] = simpleEscapeSequence(i);
    }
    var i;
    function State(input, options2) {
      this.input = input;
      this.filename = options2["filename"] || null;
      this.schema = options2["schema"] || DEFAULT_FULL_SCHEMA;
      this.onWarning = options2["onWarning"] || null;
      this.legacy = options2["legacy"] || false;
      this.json = options2["json"] || false;
      this.listener = options2["listener"] || null;
      this.maxTotalMergeKeys = typeof options2["maxTotalMergeKeys"] === "number" ? options2["maxTotalMergeKeys"] : 1e4;
      this.implicitTypes = this.schema.compiledImplicit;
      this.typeMap = this.schema.compiledTypeMap;
      this.length = input.length;
      this.position = 0;
      this.line = 0;
      this.lineStart = 0;
      this.lineIndent = 0;
      this.totalMergeKeys = 0;
      this.documents = [];
    }
    function generateError(state, message) {
      return new YAMLException(
        message,
        new Mark(state.filename, state.input, state.position, state.line, state.position - state.lineStart)
      );
    }
    function throwError(state, message) {
      throw generateError(state, message);
    }
    function throwWarning(state, message) {
      if (state.onWarning) {
        state.onWarning.call(null, generateError(state, message));
      }
    }
    var directiveHandlers = {
      YAML: function handleYamlDirective(state, name, args) {
        var match, major, minor;
        if (state.version !== null) {
          throwError(state, "duplication of %YAML directive");
        }
        if (args.length !== 1) {
          throwError(state, "YAML directive accepts exactly one argument");
        }
        match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
        if (match === null) {
          throwError(state, "ill-formed argument of the YAML directive");
        }
        major = parseInt(match[1], 10);
        minor = parseInt(match[2], 10);
        if (major !== 1) {
          throwError(state, "unacceptable YAML version of the document");
        }
        state.version = args[0];
        state.checkLineBreaks = minor < 2;
        if (minor !== 1 && minor !== 2) {
          throwWarning(state, "unsupported YAML version of the document");
        }
      },
      TAG: function handleTagDirective(state, name, args) {
        var handle, prefix;
        if (args.length !== 2) {
          throwError(state, "TAG directive accepts exactly two arguments");
        }
        handle = args[0];
        prefix = args[1];
        if (!PATTERN_TAG_HANDLE.test(handle)) {
          throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
        }
        if (_hasOwnProperty.call(state.tagMap, handle)) {
          throwError(state, 'there is a previously declared suffix for "' + handle + '" tag handle');
        }
        if (!PATTERN_TAG_URI.test(prefix)) {
          throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
        }
        state.tagMap[handle] = prefix;
      }
    };
    function captureSegment(state, start, end, checkJson) {
      var _position, _length, _character, _result;
      if (start < end) {
        _result = state.input.slice(start, end);
        if (checkJson) {
          for (_position = 0, _length = _result.length; _position < _length; _position += 1) {
            _character = _result.charCodeAt(_position);
            if (!(_character === 9 || 32 <= _character && _character <= 1114111)) {
              throwError(state, "expected valid JSON character");
            }
          }
        } else if (PATTERN_NON_PRINTABLE.test(_result)) {
          throwError(state, "the stream contains non-printable characters");
        }
        state.result += _result;
      }
    }
    function chargeMergeWork(state) {
      state.totalMergeKeys += 1;
      if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) {
        throwError(state, "merge keys exceeded maxTotalMergeKeys (" + state.maxTotalMergeKeys + ")");
      }
    }
    function mergeMappings(state, destination, source, overridableKeys) {
      var sourceKeys, key, index, quantity;
      if (!common.isObject(source)) {
        throwError(state, "cannot merge mappings; the provided source object is unacceptable");
      }
      chargeMergeWork(state);
      sourceKeys = Object.keys(source);
      for (index = 0, quantity = sourceKeys.length; index < quantity; index += 1) {
        key = sourceKeys[index];
        chargeMergeWork(state);
        if (!_hasOwnProperty.call(destination, key)) {
          setProperty(destination, key, source[key]);
          overridableKeys[key] = true;
        }
      }
    }
    function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, startLine, startPos) {
      var index, quantity;
      if (Array.isArray(keyNode)) {
        keyNode = Array.prototype.slice.call(keyNode);
        for (index = 0, quantity = keyNode.length; index < quantity; index += 1) {
          if (Array.isArray(keyNode[index])) {
            throwError(state, "nested arrays are not supported inside keys");
          }
          if (typeof keyNode === "object" && _class(keyNode[index]) === "[object Object]") {
            keyNode[index] = "[object Object]";
          }
        }
      }
      if (typeof keyNode === "object" && _class(keyNode) === "[object Object]") {
        keyNode = "[object Object]";
      }
      keyNode = String(keyNode);
      if (_result === null) {
        _result = {};
      }
      if (keyTag === "tag:yaml.org,2002:merge") {
        if (Array.isArray(valueNode)) {
          if (valueNode.length > 100) {
            throwError(state, "abnormal merge sequence size");
          }
          for (index = 0, quantity = valueNode.length; index < quantity; index += 1) {
            mergeMappings(state, _result, valueNode[index], overridableKeys);
          }
        } else {
          mergeMappings(state, _result, valueNode, overridableKeys);
        }
      } else {
        if (!state.json && !_hasOwnProperty.call(overridableKeys, keyNode) && _hasOwnProperty.call(_result, keyNode)) {
          state.line = startLine || state.line;
          state.position = startPos || state.position;
          throwError(state, "duplicated mapping key");
        }
        setProperty(_result, keyNode, valueNode);
        delete overridableKeys[keyNode];
      }
      return _result;
    }
    function readLineBreak(state) {
      var ch;
      ch = state.input.charCodeAt(state.position);
      if (ch === 10) {
        state.position++;
      } else if (ch === 13) {
        state.position++;
        if (state.input.charCodeAt(state.position) === 10) {
          state.position++;
        }
      } else {
        throwError(state, "a line break is expected");
      }
      state.line += 1;
      state.lineStart = state.position;
    }
    function skipSeparationSpace(state, allowComments, checkIndent) {
      var lineBreaks = 0, ch = state.input.charCodeAt(state.position);
      while (ch !== 0) {
        while (is_WHITE_SPACE(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }
        if (allowComments && ch === 35) {
          do {
            ch = state.input.charCodeAt(++state.position);
          } while (ch !== 10 && ch !== 13 && ch !== 0);
        }
        if (is_EOL(ch)) {
          readLineBreak(state);
          ch = state.input.charCodeAt(state.position);
          lineBreaks++;
          state.lineIndent = 0;
          while (ch === 32) {
            state.lineIndent++;
            ch = state.input.charCodeAt(++state.position);
          }
        } else {
          break;
        }
      }
      if (checkIndent !== -1 && lineBreaks !== 0 && state.lineIndent < checkIndent) {
        throwWarning(state, "deficient indentation");
      }
      return lineBreaks;
    }
    function testDocumentSeparator(state) {
      var _position = state.position, ch;
      ch = state.input.charCodeAt(_position);
      if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(_position + 1) && ch === state.input.charCodeAt(_position + 2)) {
        _position += 3;
        ch = state.input.charCodeAt(_position);
        if (ch === 0 || is_WS_OR_EOL(ch)) {
          return true;
        }
      }
      return false;
    }
    function writeFoldedLines(state, count) {
      if (count === 1) {
        state.result += " ";
      } else if (count > 1) {
        state.result += common.repeat("\n", count - 1);
      }
    }
    function readPlainScalar(state, nodeIndent, withinFlowCollection) {
      var preceding, following, captureStart, captureEnd, hasPendingContent, _line, _lineStart, _lineIndent, _kind = state.kind, _result = state.result, ch;
      ch = state.input.charCodeAt(state.position);
      if (is_WS_OR_EOL(ch) || is_FLOW_INDICATOR(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96) {
        return false;
      }
      if (ch === 63 || ch === 45) {
        following = state.input.charCodeAt(state.position + 1);
        if (is_WS_OR_EOL(following) || withinFlowCollection && is_FLOW_INDICATOR(following)) {
          return false;
        }
      }
      state.kind = "scalar";
      state.result = "";
      captureStart = captureEnd = state.position;
      hasPendingContent = false;
      while (ch !== 0) {
        if (ch === 58) {
          following = state.input.charCodeAt(state.position + 1);
          if (is_WS_OR_EOL(following) || withinFlowCollection && is_FLOW_INDICATOR(following)) {
            break;
          }
        } else if (ch === 35) {
          preceding = state.input.charCodeAt(state.position - 1);
          if (is_WS_OR_EOL(preceding)) {
            break;
          }
        } else if (state.position === state.lineStart && testDocumentSeparator(state) || withinFlowCollection && is_FLOW_INDICATOR(ch)) {
          break;
        } else if (is_EOL(ch)) {
          _line = state.line;
          _lineStart = state.lineStart;
          _lineIndent = state.lineIndent;
          skipSeparationSpace(state, false, -1);
          if (state.lineIndent >= nodeIndent) {
            hasPendingContent = true;
            ch = state.input.charCodeAt(state.position);
            continue;
          } else {
            state.position = captureEnd;
            state.line = _line;
            state.lineStart = _lineStart;
            state.lineIndent = _lineIndent;
            break;
          }
        }
        if (hasPendingContent) {
          captureSegment(state, captureStart, captureEnd, false);
          writeFoldedLines(state, state.line - _line);
          captureStart = captureEnd = state.position;
          hasPendingContent = false;
        }
        if (!is_WHITE_SPACE(ch)) {
          captureEnd = state.position + 1;
        }
        ch = state.input.charCodeAt(++state.position);
      }
      captureSegment(state, captureStart, captureEnd, false);
      if (state.result) {
        return true;
      }
      state.kind = _kind;
      state.result = _result;
      return false;
    }
    function readSingleQuotedScalar(state, nodeIndent) {
      var ch, captureStart, captureEnd;
      ch = state.input.charCodeAt(state.position);
      if (ch !== 39) {
        return false;
      }
      state.kind = "scalar";
      state.result = "";
      state.position++;
      captureStart = captureEnd = state.position;
      while ((ch = state.input.charCodeAt(state.position)) !== 0) {
        if (ch === 39) {
          captureSegment(state, captureStart, state.position, true);
          ch = state.input.charCodeAt(++state.position);
          if (ch === 39) {
            captureStart = state.position;
            state.position++;
            captureEnd = state.position;
          } else {
            return true;
          }
        } else if (is_EOL(ch)) {
          captureSegment(state, captureStart, captureEnd, true);
          writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
          captureStart = captureEnd = state.position;
        } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
          throwError(state, "unexpected end of the document within a single quoted scalar");
        } else {
          state.position++;
          captureEnd = state.position;
        }
      }
      throwError(state, "unexpected end of the stream within a single quoted scalar");
    }
    function readDoubleQuotedScalar(state, nodeIndent) {
      var captureStart, captureEnd, hexLength, hexResult, tmp, ch;
      ch = state.input.charCodeAt(state.position);
      if (ch !== 34) {
        return false;
      }
      state.kind = "scalar";
      state.result = "";
      state.position++;
      captureStart = captureEnd = state.position;
      while ((ch = state.input.charCodeAt(state.position)) !== 0) {
        if (ch === 34) {
          captureSegment(state, captureStart, state.position, true);
          state.position++;
          return true;
        } else if (ch === 92) {
          captureSegment(state, captureStart, state.position, true);
          ch = state.input.charCodeAt(++state.position);
          if (is_EOL(ch)) {
            skipSeparationSpace(state, false, nodeIndent);
          } else if (ch < 256 && simpleEscapeCheck[ch]) {
            state.result += simpleEscapeMap[ch];
            state.position++;
          } else if ((tmp = escapedHexLen(ch)) > 0) {
            hexLength = tmp;
            hexResult = 0;
            for (; hexLength > 0; hexLength--) {
              ch = state.input.charCodeAt(++state.position);
              if ((tmp = fromHexCode(ch)) >= 0) {
                hexResult = (hexResult << 4) + tmp;
              } else {
                throwError(state, "expected hexadecimal character");
              }
            }
            state.result += charFromCodepoint(hexResult);
            state.position++;
          } else {
            throwError(state, "unknown escape sequence");
          }
          captureStart = captureEnd = state.position;
        } else if (is_EOL(ch)) {
          captureSegment(state, captureStart, captureEnd, true);
          writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
          captureStart = captureEnd = state.position;
        } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
          throwError(state, "unexpected end of the document within a double quoted scalar");
        } else {
          state.position++;
          captureEnd = state.position;
        }
      }
      throwError(state, "unexpected end of the stream within a double quoted scalar");
    }
    function readFlowCollection(state, nodeIndent) {
      var readNext = true, _line, _tag = state.tag, _result, _anchor = state.anchor, following, terminator, isPair, isExplicitPair, isMapping, overridableKeys = {}, keyNode, keyTag, valueNode, ch;
      ch = state.input.charCodeAt(state.position);
      if (ch === 91) {
        terminator = 93;
        isMapping = false;
        _result = [];
      } else if (ch === 123) {
        terminator = 125;
        isMapping = true;
        _result = {};
      } else {
        return false;
      }
      if (state.anchor !== null) {
        state.anchorMap[state.anchor] = _result;
      }
      ch = state.input.charCodeAt(++state.position);
      while (ch !== 0) {
        skipSeparationSpace(state, true, nodeIndent);
        ch = state.input.charCodeAt(state.position);
        if (ch === terminator) {
          state.position++;
          state.tag = _tag;
          state.anchor = _anchor;
          state.kind = isMapping ? "mapping" : "sequence";
          state.result = _result;
          return true;
        } else if (!readNext) {
          throwError(state, "missed comma between flow collection entries");
        }
        keyTag = keyNode = valueNode = null;
        isPair = isExplicitPair = false;
        if (ch === 63) {
          following = state.input.charCodeAt(state.position + 1);
          if (is_WS_OR_EOL(following)) {
            isPair = isExplicitPair = true;
            state.position++;
            skipSeparationSpace(state, true, nodeIndent);
          }
        }
        _line = state.line;
        composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
        keyTag = state.tag;
        keyNode = state.result;
        skipSeparationSpace(state, true, nodeIndent);
        ch = state.input.charCodeAt(state.position);
        if ((isExplicitPair || state.line === _line) && ch === 58) {
          isPair = true;
          ch = state.input.charCodeAt(++state.position);
          skipSeparationSpace(state, true, nodeIndent);
          composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
          valueNode = state.result;
        }
        if (isMapping) {
          storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode);
        } else if (isPair) {
          _result.push(storeMappingPair(state, null, overridableKeys, keyTag, keyNode, valueNode));
        } else {
          _result.push(keyNode);
        }
        skipSeparationSpace(state, true, nodeIndent);
        ch = state.input.charCodeAt(state.position);
        if (ch === 44) {
          readNext = true;
          ch = state.input.charCodeAt(++state.position);
        } else {
          readNext = false;
        }
      }
      throwError(state, "unexpected end of the stream within a flow collection");
    }
    function readBlockScalar(state, nodeIndent) {
      var captureStart, folding, chomping = CHOMPING_CLIP, didReadContent = false, detectedIndent = false, textIndent = nodeIndent, emptyLines = 0, atMoreIndented = false, tmp, ch;
      ch = state.input.charCodeAt(state.position);
      if (ch === 124) {
        folding = false;
      } else if (ch === 62) {
        folding = true;
      } else {
        return false;
      }
      state.kind = "scalar";
      state.result = "";
      while (ch !== 0) {
        ch = state.input.charCodeAt(++state.position);
        if (ch === 43 || ch === 45) {
          if (CHOMPING_CLIP === chomping) {
            chomping = ch === 43 ? CHOMPING_KEEP : CHOMPING_STRIP;
          } else {
            throwError(state, "repeat of a chomping mode identifier");
          }
        } else if ((tmp = fromDecimalCode(ch)) >= 0) {
          if (tmp === 0) {
            throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
          } else if (!detectedIndent) {
            textIndent = nodeIndent + tmp - 1;
            detectedIndent = true;
          } else {
            throwError(state, "repeat of an indentation width identifier");
          }
        } else {
          break;
        }
      }
      if (is_WHITE_SPACE(ch)) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (is_WHITE_SPACE(ch));
        if (ch === 35) {
          do {
            ch = state.input.charCodeAt(++state.position);
          } while (!is_EOL(ch) && ch !== 0);
        }
      }
      while (ch !== 0) {
        readLineBreak(state);
        state.lineIndent = 0;
        ch = state.input.charCodeAt(state.position);
        while ((!detectedIndent || state.lineIndent < textIndent) && ch === 32) {
          state.lineIndent++;
          ch = state.input.charCodeAt(++state.position);
        }
        if (!detectedIndent && state.lineIndent > textIndent) {
          textIndent = state.lineIndent;
        }
        if (is_EOL(ch)) {
          emptyLines++;
          continue;
        }
        if (state.lineIndent < textIndent) {
          if (chomping === CHOMPING_KEEP) {
            state.result += common.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
          } else if (chomping === CHOMPING_CLIP) {
            if (didReadContent) {
              state.result += "\n";
            }
          }
          break;
        }
        if (folding) {
          if (is_WHITE_SPACE(ch)) {
            atMoreIndented = true;
            state.result += common.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
          } else if (atMoreIndented) {
            atMoreIndented = false;
            state.result += common.repeat("\n", emptyLines + 1);
          } else if (emptyLines === 0) {
            if (didReadContent) {
              state.result += " ";
            }
          } else {
            state.result += common.repeat("\n", emptyLines);
          }
        } else {
          state.result += common.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
        }
        didReadContent = true;
        detectedIndent = true;
        emptyLines = 0;
        captureStart = state.position;
        while (!is_EOL(ch) && ch !== 0) {
          ch = state.input.charCodeAt(++state.position);
        }
        captureSegment(state, captureStart, state.position, false);
      }
      return true;
    }
    function readBlockSequence(state, nodeIndent) {
      var _line, _tag = state.tag, _anchor = state.anchor, _result = [], following, detected = false, ch;
      if (state.anchor !== null) {
        state.anchorMap[state.anchor] = _result;
      }
      ch = state.input.charCodeAt(state.position);
      while (ch !== 0) {
        if (ch !== 45) {
          break;
        }
        following = state.input.charCodeAt(state.position + 1);
        if (!is_WS_OR_EOL(following)) {
          break;
        }
        detected = true;
        state.position++;
        if (skipSeparationSpace(state, true, -1)) {
          if (state.lineIndent <= nodeIndent) {
            _result.push(null);
            ch = state.input.charCodeAt(state.position);
            continue;
          }
        }
        _line = state.line;
        composeNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
        _result.push(state.result);
        skipSeparationSpace(state, true, -1);
        ch = state.input.charCodeAt(state.position);
        if ((state.line === _line || state.lineIndent > nodeIndent) && ch !== 0) {
          throwError(state, "bad indentation of a sequence entry");
        } else if (state.lineIndent < nodeIndent) {
          break;
        }
      }
      if (detected) {
        state.tag = _tag;
        state.anchor = _anchor;
        state.kind = "sequence";
        state.result = _result;
        return true;
      }
      return false;
    }
    function readBlockMapping(state, nodeIndent, flowIndent) {
      var following, allowCompact, _line, _pos, _tag = state.tag, _anchor = state.anchor, _result = {}, overridableKeys = {}, keyTag = null, keyNode = null, valueNode = null, atExplicitKey = false, detected = false, ch;
      if (state.anchor !== null) {
        state.anchorMap[state.anchor] = _result;
      }
      ch = state.input.charCodeAt(state.position);
      while (ch !== 0) {
        following = state.input.charCodeAt(state.position + 1);
        _line = state.line;
        _pos = state.position;
        if ((ch === 63 || ch === 58) && is_WS_OR_EOL(following)) {
          if (ch === 63) {
            if (atExplicitKey) {
              storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null);
              keyTag = keyNode = valueNode = null;
            }
            detected = true;
            atExplicitKey = true;
            allowCompact = true;
          } else if (atExplicitKey) {
            atExplicitKey = false;
            allowCompact = true;
          } else {
            throwError(state, "incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line");
          }
          state.position += 1;
          ch = following;
        } else if (composeNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) {
          if (state.line === _line) {
            ch = state.input.charCodeAt(state.position);
            while (is_WHITE_SPACE(ch)) {
              ch = state.input.charCodeAt(++state.position);
            }
            if (ch === 58) {
              ch = state.input.charCodeAt(++state.position);
              if (!is_WS_OR_EOL(ch)) {
                throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
              }
              if (atExplicitKey) {
                storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null);
                keyTag = keyNode = valueNode = null;
              }
              detected = true;
              atExplicitKey = false;
              allowCompact = false;
              keyTag = state.tag;
              keyNode = state.result;
            } else if (detected) {
              throwError(state, "can not read an implicit mapping pair; a colon is missed");
            } else {
              state.tag = _tag;
              state.anchor = _anchor;
              return true;
            }
          } else if (detected) {
            throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
          } else {
            state.tag = _tag;
            state.anchor = _anchor;
            return true;
          }
        } else {
          break;
        }
        if (state.line === _line || state.lineIndent > nodeIndent) {
          if (composeNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, allowCompact)) {
            if (atExplicitKey) {
              keyNode = state.result;
            } else {
              valueNode = state.result;
            }
          }
          if (!atExplicitKey) {
            storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _line, _pos);
            keyTag = keyNode = valueNode = null;
          }
          skipSeparationSpace(state, true, -1);
          ch = state.input.charCodeAt(state.position);
        }
        if (state.lineIndent > nodeIndent && ch !== 0) {
          throwError(state, "bad indentation of a mapping entry");
        } else if (state.lineIndent < nodeIndent) {
          break;
        }
      }
      if (atExplicitKey) {
        storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null);
      }
      if (detected) {
        state.tag = _tag;
        state.anchor = _anchor;
        state.kind = "mapping";
        state.result = _result;
      }
      return detected;
    }
    function readTagProperty(state) {
      var _position, isVerbatim = false, isNamed = false, tagHandle, tagName, ch;
      ch = state.input.charCodeAt(state.position);
      if (ch !== 33) return false;
      if (state.tag !== null) {
        throwError(state, "duplication of a tag property");
      }
      ch = state.input.charCodeAt(++state.position);
      if (ch === 60) {
        isVerbatim = true;
        ch = state.input.charCodeAt(++state.position);
      } else if (ch === 33) {
        isNamed = true;
        tagHandle = "!!";
        ch = state.input.charCodeAt(++state.position);
      } else {
        tagHandle = "!";
      }
      _position = state.position;
      if (isVerbatim) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (ch !== 0 && ch !== 62);
        if (state.position < state.length) {
          tagName = state.input.slice(_position, state.position);
          ch = state.input.charCodeAt(++state.position);
        } else {
          throwError(state, "unexpected end of the stream within a verbatim tag");
        }
      } else {
        while (ch !== 0 && !is_WS_OR_EOL(ch)) {
          if (ch === 33) {
            if (!isNamed) {
              tagHandle = state.input.slice(_position - 1, state.position + 1);
              if (!PATTERN_TAG_HANDLE.test(tagHandle)) {
                throwError(state, "named tag handle cannot contain such characters");
              }
              isNamed = true;
              _position = state.position + 1;
            } else {
              throwError(state, "tag suffix cannot contain exclamation marks");
            }
          }
          ch = state.input.charCodeAt(++state.position);
        }
        tagName = state.input.slice(_position, state.position);
        if (PATTERN_FLOW_INDICATORS.test(tagName)) {
          throwError(state, "tag suffix cannot contain flow indicator characters");
        }
      }
      if (tagName && !PATTERN_TAG_URI.test(tagName)) {
        throwError(state, "tag name cannot contain such characters: " + tagName);
      }
      if (isVerbatim) {
        state.tag = tagName;
      } else if (_hasOwnProperty.call(state.tagMap, tagHandle)) {
        state.tag = state.tagMap[tagHandle] + tagName;
      } else if (tagHandle === "!") {
        state.tag = "!" + tagName;
      } else if (tagHandle === "!!") {
        state.tag = "tag:yaml.org,2002:" + tagName;
      } else {
        throwError(state, 'undeclared tag handle "' + tagHandle + '"');
      }
      return true;
    }
    function readAnchorProperty(state) {
      var _position, ch;
      ch = state.input.charCodeAt(state.position);
      if (ch !== 38) return false;
      if (state.anchor !== null) {
        throwError(state, "duplication of an anchor property");
      }
      ch = state.input.charCodeAt(++state.position);
      _position = state.position;
      while (ch !== 0 && !is_WS_OR_EOL(ch) && !is_FLOW_INDICATOR(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }
      if (state.position === _position) {
        throwError(state, "name of an anchor node must contain at least one character");
      }
      state.anchor = state.input.slice(_position, state.position);
      return true;
    }
    function readAlias(state) {
      var _position, alias, ch;
      ch = state.input.charCodeAt(state.position);
      if (ch !== 42) return false;
      ch = state.input.charCodeAt(++state.position);
      _position = state.position;
      while (ch !== 0 && !is_WS_OR_EOL(ch) && !is_FLOW_INDICATOR(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }
      if (state.position === _position) {
        throwError(state, "name of an alias node must contain at least one character");
      }
      alias = state.input.slice(_position, state.position);
      if (!_hasOwnProperty.call(state.anchorMap, alias)) {
        throwError(state, 'unidentified alias "' + alias + '"');
      }
      state.result = state.anchorMap[alias];
      skipSeparationSpace(state, true, -1);
      return true;
    }
    function composeNode(state, parentIndent, nodeContext, allowToSeek, allowCompact) {
      var allowBlockStyles, allowBlockScalars, allowBlockCollections, indentStatus = 1, atNewLine = false, hasContent = false, typeIndex, typeQuantity, type, flowIndent, blockIndent;
      if (state.listener !== null) {
        state.listener("open", state);
      }
      state.tag = null;
      state.anchor = null;
      state.kind = null;
      state.result = null;
      allowBlockStyles = allowBlockScalars = allowBlockCollections = CONTEXT_BLOCK_OUT === nodeContext || CONTEXT_BLOCK_IN === nodeContext;
      if (allowToSeek) {
        if (skipSeparationSpace(state, true, -1)) {
          atNewLine = true;
          if (state.lineIndent > parentIndent) {
            indentStatus = 1;
          } else if (state.lineIndent === parentIndent) {
            indentStatus = 0;
          } else if (state.lineIndent < parentIndent) {
            indentStatus = -1;
          }
        }
      }
      if (indentStatus === 1) {
        while (readTagProperty(state) || readAnchorProperty(state)) {
          if (skipSeparationSpace(state, true, -1)) {
            atNewLine = true;
            allowBlockCollections = allowBlockStyles;
            if (state.lineIndent > parentIndent) {
              indentStatus = 1;
            } else if (state.lineIndent === parentIndent) {
              indentStatus = 0;
            } else if (state.lineIndent < parentIndent) {
              indentStatus = -1;
            }
          } else {
            allowBlockCollections = false;
          }
        }
      }
      if (allowBlockCollections) {
        allowBlockCollections = atNewLine || allowCompact;
      }
      if (indentStatus === 1 || CONTEXT_BLOCK_OUT === nodeContext) {
        if (CONTEXT_FLOW_IN === nodeContext || CONTEXT_FLOW_OUT === nodeContext) {
          flowIndent = parentIndent;
        } else {
          flowIndent = parentIndent + 1;
        }
        blockIndent = state.position - state.lineStart;
        if (indentStatus === 1) {
          if (allowBlockCollections && (readBlockSequence(state, blockIndent) || readBlockMapping(state, blockIndent, flowIndent)) || readFlowCollection(state, flowIndent)) {
            hasContent = true;
          } else {
            if (allowBlockScalars && readBlockScalar(state, flowIndent) || readSingleQuotedScalar(state, flowIndent) || readDoubleQuotedScalar(state, flowIndent)) {
              hasContent = true;
            } else if (readAlias(state)) {
              hasContent = true;
              if (state.tag !== null || state.anchor !== null) {
                throwError(state, "alias node should not have any properties");
              }
            } else if (readPlainScalar(state, flowIndent, CONTEXT_FLOW_IN === nodeContext)) {
              hasContent = true;
              if (state.tag === null) {
                state.tag = "?";
              }
            }
            if (state.anchor !== null) {
              state.anchorMap[state.anchor] = state.result;
            }
          }
        } else if (indentStatus === 0) {
          hasContent = allowBlockCollections && readBlockSequence(state, blockIndent);
        }
      }
      if (state.tag !== null && state.tag !== "!") {
        if (state.tag === "?") {
          if (state.result !== null && state.kind !== "scalar") {
            throwError(state, 'unacceptable node kind for !<?> tag; it should be "scalar", not "' + state.kind + '"');
          }
          for (typeIndex = 0, typeQuantity = state.implicitTypes.length; typeIndex < typeQuantity; typeIndex += 1) {
            type = state.implicitTypes[typeIndex];
            if (type.resolve(state.result)) {
              state.result = type.construct(state.result);
              state.tag = type.tag;
              if (state.anchor !== null) {
                state.anchorMap[state.anchor] = state.result;
              }
              break;
            }
          }
        } else if (_hasOwnProperty.call(state.typeMap[state.kind || "fallback"], state.tag)) {
          type = state.typeMap[state.kind || "fallback"][state.tag];
          if (state.result !== null && type.kind !== state.kind) {
            throwError(state, "unacceptable node kind for !<" + state.tag + '> tag; it should be "' + type.kind + '", not "' + state.kind + '"');
          }
          if (!type.resolve(state.result)) {
            throwError(state, "cannot resolve a node with !<" + state.tag + "> explicit tag");
          } else {
            state.result = type.construct(state.result);
            if (state.anchor !== null) {
              state.anchorMap[state.anchor] = state.result;
            }
          }
        } else {
          throwError(state, "unknown tag !<" + state.tag + ">");
        }
      }
      if (state.listener !== null) {
        state.listener("close", state);
      }
      return state.tag !== null || state.anchor !== null || hasContent;
    }
    function readDocument(state) {
      var documentStart = state.position, _position, directiveName, directiveArgs, hasDirectives = false, ch;
      state.version = null;
      state.checkLineBreaks = state.legacy;
      state.tagMap = {};
      state.anchorMap = {};
      while ((ch = state.input.charCodeAt(state.position)) !== 0) {
        skipSeparationSpace(state, true, -1);
        ch = state.input.charCodeAt(state.position);
        if (state.lineIndent > 0 || ch !== 37) {
          break;
        }
        hasDirectives = true;
        ch = state.input.charCodeAt(++state.position);
        _position = state.position;
        while (ch !== 0 && !is_WS_OR_EOL(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }
        directiveName = state.input.slice(_position, state.position);
        directiveArgs = [];
        if (directiveName.length < 1) {
          throwError(state, "directive name must not be less than one character in length");
        }
        while (ch !== 0) {
          while (is_WHITE_SPACE(ch)) {
            ch = state.input.charCodeAt(++state.position);
          }
          if (ch === 35) {
            do {
              ch = state.input.charCodeAt(++state.position);
            } while (ch !== 0 && !is_EOL(ch));
            break;
          }
          if (is_EOL(ch)) break;
          _position = state.position;
          while (ch !== 0 && !is_WS_OR_EOL(ch)) {
            ch = state.input.charCodeAt(++state.position);
          }
          directiveArgs.push(state.input.slice(_position, state.position));
        }
        if (ch !== 0) readLineBreak(state);
        if (_hasOwnProperty.call(directiveHandlers, directiveName)) {
          directiveHandlers[directiveName](state, directiveName, directiveArgs);
        } else {
          throwWarning(state, 'unknown document directive "' + directiveName + '"');
        }
      }
      skipSeparationSpace(state, true, -1);
      if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45) {
        state.position += 3;
        skipSeparationSpace(state, true, -1);
      } else if (hasDirectives) {
        throwError(state, "directives end mark is expected");
      }
      composeNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, true);
      skipSeparationSpace(state, true, -1);
      if (state.checkLineBreaks && PATTERN_NON_ASCII_LINE_BREAKS.test(state.input.slice(documentStart, state.position))) {
        throwWarning(state, "non-ASCII line breaks are interpreted as content");
      }
      state.documents.push(state.result);
      if (state.position === state.lineStart && testDocumentSeparator(state)) {
        if (state.input.charCodeAt(state.position) === 46) {
          state.position += 3;
          skipSeparationSpace(state, true, -1);
        }
        return;
      }
      if (state.position < state.length - 1) {
        throwError(state, "end of the stream or a document separator is expected");
      } else {
        return;
      }
    }
    function loadDocuments(input, options2) {
      input = String(input);
      options2 = options2 || {};
      if (input.length !== 0) {
        if (input.charCodeAt(input.length - 1) !== 10 && input.charCodeAt(input.length - 1) !== 13) {
          input += "\n";
        }
        if (input.charCodeAt(0) === 65279) {
          input = input.slice(1);
        }
      }
      var state = new State(input, options2);
      var nullpos = input.indexOf("\0");
      if (nullpos !== -1) {
        state.position = nullpos;
        throwError(state, "null byte is not allowed in input");
      }
      state.input += "\0";
      while (state.input.charCodeAt(state.position) === 32) {
        state.lineIndent += 1;
        state.position += 1;
      }
      while (state.position < state.length - 1) {
        readDocument(state);
      }
      return state.documents;
    }
    function loadAll(input, iterator, options2) {
      if (iterator !== null && typeof iterator === "object" && typeof options2 === "undefined") {
        options2 = iterator;
        iterator = null;
      }
      var documents = loadDocuments(input, options2);
      if (typeof iterator !== "function") {
        return documents;
      }
      for (var index = 0, length = documents.length; index < length; index += 1) {
        iterator(documents[index]);
      }
    }
    function load(input, options2) {
      var documents = loadDocuments(input, options2);
      if (documents.length === 0) {
        return void 0;
      } else if (documents.length === 1) {
        return documents[0];
      }
      throw new YAMLException("expected a single document in the stream, but found more");
    }
    function safeLoadAll(input, iterator, options2) {
      if (typeof iterator === "object" && iterator !== null && typeof options2 === "undefined") {
        options2 = iterator;
        iterator = null;
      }
      return loadAll(input, iterator, common.extend({ schema: DEFAULT_SAFE_SCHEMA }, options2));
    }
    function safeLoad(input, options2) {
      return load(input, common.extend({ schema: DEFAULT_SAFE_SCHEMA }, options2));
    }
    module2.exports.loadAll = loadAll;
    module2.exports.load = load;
    module2.exports.safeLoadAll = safeLoadAll;
    module2.exports.safeLoad = safeLoad;
  }
});

// node_modules/js-yaml/lib/js-yaml/dumper.js
var require_dumper = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/dumper.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var YAMLException = require_exception();
    var DEFAULT_FULL_SCHEMA = require_default_full();
    var DEFAULT_SAFE_SCHEMA = require_default_safe();
    var _toString = Object.prototype.toString;
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    var CHAR_TAB = 9;
    var CHAR_LINE_FEED = 10;
    var CHAR_CARRIAGE_RETURN = 13;
    var CHAR_SPACE = 32;
    var CHAR_EXCLAMATION = 33;
    var CHAR_DOUBLE_QUOTE = 34;
    var CHAR_SHARP = 35;
    var CHAR_PERCENT = 37;
    var CHAR_AMPERSAND = 38;
    var CHAR_SINGLE_QUOTE = 39;
    var CHAR_ASTERISK = 42;
    var CHAR_COMMA = 44;
    var CHAR_MINUS = 45;
    var CHAR_COLON = 58;
    var CHAR_EQUALS = 61;
    var CHAR_GREATER_THAN = 62;
    var CHAR_QUESTION = 63;
    var CHAR_COMMERCIAL_AT = 64;
    var CHAR_LEFT_SQUARE_BRACKET = 91;
    var CHAR_RIGHT_SQUARE_BRACKET = 93;
    var CHAR_GRAVE_ACCENT = 96;
    var CHAR_LEFT_CURLY_BRACKET = 123;
    var CHAR_VERTICAL_LINE = 124;
    var CHAR_RIGHT_CURLY_BRACKET = 125;
    var ESCAPE_SEQUENCES = {};
    ESCAPE_SEQUENCES[0] = "\\0";
    ESCAPE_SEQUENCES[7] = "\\a";
    ESCAPE_SEQUENCES[8] = "\\b";
    ESCAPE_SEQUENCES[9] = "\\t";
    ESCAPE_SEQUENCES[10] = "\\n";
    ESCAPE_SEQUENCES[11] = "\\v";
    ESCAPE_SEQUENCES[12] = "\\f";
    ESCAPE_SEQUENCES[13] = "\\r";
    ESCAPE_SEQUENCES[27] = "\\e";
    ESCAPE_SEQUENCES[34] = '\\"';
    ESCAPE_SEQUENCES[92] = "\\\\";
    ESCAPE_SEQUENCES[133] = "\\N";
    ESCAPE_SEQUENCES[160] = "\\_";
    ESCAPE_SEQUENCES[8232] = "\\L";
    ESCAPE_SEQUENCES[8233] = "\\P";
    var DEPRECATED_BOOLEANS_SYNTAX = [
      "y",
      "Y",
      "yes",
      "Yes",
      "YES",
      "on",
      "On",
      "ON",
      "n",
      "N",
      "no",
      "No",
      "NO",
      "off",
      "Off",
      "OFF"
    ];
    function compileStyleMap(schema, map) {
      var result, keys, index, length, tag, style, type;
      if (map === null) return {};
      result = {};
      keys = Object.keys(map);
      for (index = 0, length = keys.length; index < length; index += 1) {
        tag = keys[index];
        style = String(map[tag]);
        if (tag.slice(0, 2) === "!!") {
          tag = "tag:yaml.org,2002:" + tag.slice(2);
        }
        type = schema.compiledTypeMap["fallback"][tag];
        if (type && _hasOwnProperty.call(type.styleAliases, style)) {
          style = type.styleAliases[style];
        }
        result[tag] = style;
      }
      return result;
    }
    function encodeHex(character) {
      var string2, handle, length;
      string2 = character.toString(16).toUpperCase();
      if (character <= 255) {
        handle = "x";
        length = 2;
      } else if (character <= 65535) {
        handle = "u";
        length = 4;
      } else if (character <= 4294967295) {
        handle = "U";
        length = 8;
      } else {
        throw new YAMLException("code point within a string may not be greater than 0xFFFFFFFF");
      }
      return "\\" + handle + common.repeat("0", length - string2.length) + string2;
    }
    function State(options2) {
      this.schema = options2["schema"] || DEFAULT_FULL_SCHEMA;
      this.indent = Math.max(1, options2["indent"] || 2);
      this.noArrayIndent = options2["noArrayIndent"] || false;
      this.skipInvalid = options2["skipInvalid"] || false;
      this.flowLevel = common.isNothing(options2["flowLevel"]) ? -1 : options2["flowLevel"];
      this.styleMap = compileStyleMap(this.schema, options2["styles"] || null);
      this.sortKeys = options2["sortKeys"] || false;
      this.lineWidth = options2["lineWidth"] || 80;
      this.noRefs = options2["noRefs"] || false;
      this.noCompatMode = options2["noCompatMode"] || false;
      this.condenseFlow = options2["condenseFlow"] || false;
      this.implicitTypes = this.schema.compiledImplicit;
      this.explicitTypes = this.schema.compiledExplicit;
      this.tag = null;
      this.result = "";
      this.duplicates = [];
      this.usedDuplicates = null;
    }
    function indentString(string2, spaces) {
      var ind = common.repeat(" ", spaces), position = 0, next = -1, result = "", line, length = string2.length;
      while (position < length) {
        next = string2.indexOf("\n", position);
        if (next === -1) {
          line = string2.slice(position);
          position = length;
        } else {
          line = string2.slice(position, next + 1);
          position = next + 1;
        }
        if (line.length && line !== "\n") result += ind;
        result += line;
      }
      return result;
    }
    function generateNextLine(state, level) {
      return "\n" + common.repeat(" ", state.indent * level);
    }
    function testImplicitResolving(state, str2) {
      var index, length, type;
      for (index = 0, length = state.implicitTypes.length; index < length; index += 1) {
        type = state.implicitTypes[index];
        if (type.resolve(str2)) {
          return true;
        }
      }
      return false;
    }
    function isWhitespace(c) {
      return c === CHAR_SPACE || c === CHAR_TAB;
    }
    function isPrintable(c) {
      return 32 <= c && c <= 126 || 161 <= c && c <= 55295 && c !== 8232 && c !== 8233 || 57344 <= c && c <= 65533 && c !== 65279 || 65536 <= c && c <= 1114111;
    }
    function isNsChar(c) {
      return isPrintable(c) && !isWhitespace(c) && c !== 65279 && c !== CHAR_CARRIAGE_RETURN && c !== CHAR_LINE_FEED;
    }
    function isPlainSafe(c, prev) {
      return isPrintable(c) && c !== 65279 && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET && c !== CHAR_COLON && (c !== CHAR_SHARP || prev && isNsChar(prev));
    }
    function isPlainSafeFirst(c) {
      return isPrintable(c) && c !== 65279 && !isWhitespace(c) && c !== CHAR_MINUS && c !== CHAR_QUESTION && c !== CHAR_COLON && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET && c !== CHAR_SHARP && c !== CHAR_AMPERSAND && c !== CHAR_ASTERISK && c !== CHAR_EXCLAMATION && c !== CHAR_VERTICAL_LINE && c !== CHAR_EQUALS && c !== CHAR_GREATER_THAN && c !== CHAR_SINGLE_QUOTE && c !== CHAR_DOUBLE_QUOTE && c !== CHAR_PERCENT && c !== CHAR_COMMERCIAL_AT && c !== CHAR_GRAVE_ACCENT;
    }
    function needIndentIndicator(string2) {
      var leadingSpaceRe = /^\n* /;
      return leadingSpaceRe.test(string2);
    }
    var STYLE_PLAIN = 1;
    var STYLE_SINGLE = 2;
    var STYLE_LITERAL = 3;
    var STYLE_FOLDED = 4;
    var STYLE_DOUBLE = 5;
    function chooseScalarStyle(string2, singleLineOnly, indentPerLevel, lineWidth, testAmbiguousType) {
      var i;
      var char, prev_char;
      var hasLineBreak = false;
      var hasFoldableLine = false;
      var shouldTrackWidth = lineWidth !== -1;
      var previousLineBreak = -1;
      var plain = isPlainSafeFirst(string2.charCodeAt(0)) && !isWhitespace(string2.charCodeAt(string2.length - 1));
      if (singleLineOnly) {
        for (i = 0; i < string2.length; i++) {
          char = string2.charCodeAt(i);
          if (!isPrintable(char)) {
            return STYLE_DOUBLE;
          }
          prev_char = i > 0 ? string2.charCodeAt(i - 1) : null;
          plain = plain && isPlainSafe(char, prev_char);
        }
      } else {
        for (i = 0; i < string2.length; i++) {
          char = string2.charCodeAt(i);
          if (char === CHAR_LINE_FEED) {
            hasLineBreak = true;
            if (shouldTrackWidth) {
              hasFoldableLine = hasFoldableLine || // Foldable line = too long, and not more-indented.
              i - previousLineBreak - 1 > lineWidth && string2[previousLineBreak + 1] !== " ";
              previousLineBreak = i;
            }
          } else if (!isPrintable(char)) {
            return STYLE_DOUBLE;
          }
          prev_char = i > 0 ? string2.charCodeAt(i - 1) : null;
          plain = plain && isPlainSafe(char, prev_char);
        }
        hasFoldableLine = hasFoldableLine || shouldTrackWidth && (i - previousLineBreak - 1 > lineWidth && string2[previousLineBreak + 1] !== " ");
      }
      if (!hasLineBreak && !hasFoldableLine) {
        return plain && !testAmbiguousType(string2) ? STYLE_PLAIN : STYLE_SINGLE;
      }
      if (indentPerLevel > 9 && needIndentIndicator(string2)) {
        return STYLE_DOUBLE;
      }
      return hasFoldableLine ? STYLE_FOLDED : STYLE_LITERAL;
    }
    function writeScalar(state, string2, level, iskey) {
      state.dump = (function() {
        if (string2.length === 0) {
          return "''";
        }
        if (!state.noCompatMode && DEPRECATED_BOOLEANS_SYNTAX.indexOf(string2) !== -1) {
          return "'" + string2 + "'";
        }
        var indent = state.indent * Math.max(1, level);
        var lineWidth = state.lineWidth === -1 ? -1 : Math.max(Math.min(state.lineWidth, 40), state.lineWidth - indent);
        var singleLineOnly = iskey || state.flowLevel > -1 && level >= state.flowLevel;
        function testAmbiguity(string3) {
          return testImplicitResolving(state, string3);
        }
        switch (chooseScalarStyle(string2, singleLineOnly, state.indent, lineWidth, testAmbiguity)) {
          case STYLE_PLAIN:
            return string2;
          case STYLE_SINGLE:
            return "'" + string2.replace(/'/g, "''") + "'";
          case STYLE_LITERAL:
            return "|" + blockHeader(string2, state.indent) + dropEndingNewline(indentString(string2, indent));
          case STYLE_FOLDED:
            return ">" + blockHeader(string2, state.indent) + dropEndingNewline(indentString(foldString(string2, lineWidth), indent));
          case STYLE_DOUBLE:
            return '"' + escapeString(string2, lineWidth) + '"';
          default:
            throw new YAMLException("impossible error: invalid scalar style");
        }
      })();
    }
    function blockHeader(string2, indentPerLevel) {
      var indentIndicator = needIndentIndicator(string2) ? String(indentPerLevel) : "";
      var clip2 = string2[string2.length - 1] === "\n";
      var keep = clip2 && (string2[string2.length - 2] === "\n" || string2 === "\n");
      var chomp = keep ? "+" : clip2 ? "" : "-";
      return indentIndicator + chomp + "\n";
    }
    function dropEndingNewline(string2) {
      return string2[string2.length - 1] === "\n" ? string2.slice(0, -1) : string2;
    }
    function foldString(string2, width) {
      var lineRe = /(\n+)([^\n]*)/g;
      var result = (function() {
        var nextLF = string2.indexOf("\n");
        nextLF = nextLF !== -1 ? nextLF : string2.length;
        lineRe.lastIndex = nextLF;
        return foldLine(string2.slice(0, nextLF), width);
      })();
      var prevMoreIndented = string2[0] === "\n" || string2[0] === " ";
      var moreIndented;
      var match;
      while (match = lineRe.exec(string2)) {
        var prefix = match[1], line = match[2];
        moreIndented = line[0] === " ";
        result += prefix + (!prevMoreIndented && !moreIndented && line !== "" ? "\n" : "") + foldLine(line, width);
        prevMoreIndented = moreIndented;
      }
      return result;
    }
    function foldLine(line, width) {
      if (line === "" || line[0] === " ") return line;
      var breakRe = / [^ ]/g;
      var match;
      var start = 0, end, curr = 0, next = 0;
      var result = "";
      while (match = breakRe.exec(line)) {
        next = match.index;
        if (next - start > width) {
          end = curr > start ? curr : next;
          result += "\n" + line.slice(start, end);
          start = end + 1;
        }
        curr = next;
      }
      result += "\n";
      if (line.length - start > width && curr > start) {
        result += line.slice(start, curr) + "\n" + line.slice(curr + 1);
      } else {
        result += line.slice(start);
      }
      return result.slice(1);
    }
    function escapeString(string2) {
      var result = "";
      var char, nextChar;
      var escapeSeq;
      for (var i = 0; i < string2.length; i++) {
        char = string2.charCodeAt(i);
        if (char >= 55296 && char <= 56319) {
          nextChar = string2.charCodeAt(i + 1);
          if (nextChar >= 56320 && nextChar <= 57343) {
            result += encodeHex((char - 55296) * 1024 + nextChar - 56320 + 65536);
            i++;
            continue;
          }
        }
        escapeSeq = ESCAPE_SEQUENCES[char];
        result += !escapeSeq && isPrintable(char) ? string2[i] : escapeSeq || encodeHex(char);
      }
      return result;
    }
    function writeFlowSequence(state, level, object2) {
      var _result = "", _tag = state.tag, index, length;
      for (index = 0, length = object2.length; index < length; index += 1) {
        if (writeNode(state, level, object2[index], false, false)) {
          if (index !== 0) _result += "," + (!state.condenseFlow ? " " : "");
          _result += state.dump;
        }
      }
      state.tag = _tag;
      state.dump = "[" + _result + "]";
    }
    function writeBlockSequence(state, level, object2, compact) {
      var _result = "", _tag = state.tag, index, length;
      for (index = 0, length = object2.length; index < length; index += 1) {
        if (writeNode(state, level + 1, object2[index], true, true)) {
          if (!compact || index !== 0) {
            _result += generateNextLine(state, level);
          }
          if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
            _result += "-";
          } else {
            _result += "- ";
          }
          _result += state.dump;
        }
      }
      state.tag = _tag;
      state.dump = _result || "[]";
    }
    function writeFlowMapping(state, level, object2) {
      var _result = "", _tag = state.tag, objectKeyList = Object.keys(object2), index, length, objectKey, objectValue, pairBuffer;
      for (index = 0, length = objectKeyList.length; index < length; index += 1) {
        pairBuffer = "";
        if (index !== 0) pairBuffer += ", ";
        if (state.condenseFlow) pairBuffer += '"';
        objectKey = objectKeyList[index];
        objectValue = object2[objectKey];
        if (!writeNode(state, level, objectKey, false, false)) {
          continue;
        }
        if (state.dump.length > 1024) pairBuffer += "? ";
        pairBuffer += state.dump + (state.condenseFlow ? '"' : "") + ":" + (state.condenseFlow ? "" : " ");
        if (!writeNode(state, level, objectValue, false, false)) {
          continue;
        }
        pairBuffer += state.dump;
        _result += pairBuffer;
      }
      state.tag = _tag;
      state.dump = "{" + _result + "}";
    }
    function writeBlockMapping(state, level, object2, compact) {
      var _result = "", _tag = state.tag, objectKeyList = Object.keys(object2), index, length, objectKey, objectValue, explicitPair, pairBuffer;
      if (state.sortKeys === true) {
        objectKeyList.sort();
      } else if (typeof state.sortKeys === "function") {
        objectKeyList.sort(state.sortKeys);
      } else if (state.sortKeys) {
        throw new YAMLException("sortKeys must be a boolean or a function");
      }
      for (index = 0, length = objectKeyList.length; index < length; index += 1) {
        pairBuffer = "";
        if (!compact || index !== 0) {
          pairBuffer += generateNextLine(state, level);
        }
        objectKey = objectKeyList[index];
        objectValue = object2[objectKey];
        if (!writeNode(state, level + 1, objectKey, true, true, true)) {
          continue;
        }
        explicitPair = state.tag !== null && state.tag !== "?" || state.dump && state.dump.length > 1024;
        if (explicitPair) {
          if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
            pairBuffer += "?";
          } else {
            pairBuffer += "? ";
          }
        }
        pairBuffer += state.dump;
        if (explicitPair) {
          pairBuffer += generateNextLine(state, level);
        }
        if (!writeNode(state, level + 1, objectValue, true, explicitPair)) {
          continue;
        }
        if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
          pairBuffer += ":";
        } else {
          pairBuffer += ": ";
        }
        pairBuffer += state.dump;
        _result += pairBuffer;
      }
      state.tag = _tag;
      state.dump = _result || "{}";
    }
    function detectType(state, object2, explicit) {
      var _result, typeList, index, length, type, style;
      typeList = explicit ? state.explicitTypes : state.implicitTypes;
      for (index = 0, length = typeList.length; index < length; index += 1) {
        type = typeList[index];
        if ((type.instanceOf || type.predicate) && (!type.instanceOf || typeof object2 === "object" && object2 instanceof type.instanceOf) && (!type.predicate || type.predicate(object2))) {
          state.tag = explicit ? type.tag : "?";
          if (type.represent) {
            style = state.styleMap[type.tag] || type.defaultStyle;
            if (_toString.call(type.represent) === "[object Function]") {
              _result = type.represent(object2, style);
            } else if (_hasOwnProperty.call(type.represent, style)) {
              _result = type.represent[style](object2, style);
            } else {
              throw new YAMLException("!<" + type.tag + '> tag resolver accepts not "' + style + '" style');
            }
            state.dump = _result;
          }
          return true;
        }
      }
      return false;
    }
    function writeNode(state, level, object2, block, compact, iskey) {
      state.tag = null;
      state.dump = object2;
      if (!detectType(state, object2, false)) {
        detectType(state, object2, true);
      }
      var type = _toString.call(state.dump);
      if (block) {
        block = state.flowLevel < 0 || state.flowLevel > level;
      }
      var objectOrArray = type === "[object Object]" || type === "[object Array]", duplicateIndex, duplicate;
      if (objectOrArray) {
        duplicateIndex = state.duplicates.indexOf(object2);
        duplicate = duplicateIndex !== -1;
      }
      if (state.tag !== null && state.tag !== "?" || duplicate || state.indent !== 2 && level > 0) {
        compact = false;
      }
      if (duplicate && state.usedDuplicates[duplicateIndex]) {
        state.dump = "*ref_" + duplicateIndex;
      } else {
        if (objectOrArray && duplicate && !state.usedDuplicates[duplicateIndex]) {
          state.usedDuplicates[duplicateIndex] = true;
        }
        if (type === "[object Object]") {
          if (block && Object.keys(state.dump).length !== 0) {
            writeBlockMapping(state, level, state.dump, compact);
            if (duplicate) {
              state.dump = "&ref_" + duplicateIndex + state.dump;
            }
          } else {
            writeFlowMapping(state, level, state.dump);
            if (duplicate) {
              state.dump = "&ref_" + duplicateIndex + " " + state.dump;
            }
          }
        } else if (type === "[object Array]") {
          var arrayLevel = state.noArrayIndent && level > 0 ? level - 1 : level;
          if (block && state.dump.length !== 0) {
            writeBlockSequence(state, arrayLevel, state.dump, compact);
            if (duplicate) {
              state.dump = "&ref_" + duplicateIndex + state.dump;
            }
          } else {
            writeFlowSequence(state, arrayLevel, state.dump);
            if (duplicate) {
              state.dump = "&ref_" + duplicateIndex + " " + state.dump;
            }
          }
        } else if (type === "[object String]") {
          if (state.tag !== "?") {
            writeScalar(state, state.dump, level, iskey);
          }
        } else {
          if (state.skipInvalid) return false;
          throw new YAMLException("unacceptable kind of an object to dump " + type);
        }
        if (state.tag !== null && state.tag !== "?") {
          state.dump = "!<" + state.tag + "> " + state.dump;
        }
      }
      return true;
    }
    function getDuplicateReferences(object2, state) {
      var objects = [], duplicatesIndexes = [], index, length;
      inspectNode(object2, objects, duplicatesIndexes);
      for (index = 0, length = duplicatesIndexes.length; index < length; index += 1) {
        state.duplicates.push(objects[duplicatesIndexes[index]]);
      }
      state.usedDuplicates = new Array(length);
    }
    function inspectNode(object2, objects, duplicatesIndexes) {
      var objectKeyList, index, length;
      if (object2 !== null && typeof object2 === "object") {
        index = objects.indexOf(object2);
        if (index !== -1) {
          if (duplicatesIndexes.indexOf(index) === -1) {
            duplicatesIndexes.push(index);
          }
        } else {
          objects.push(object2);
          if (Array.isArray(object2)) {
            for (index = 0, length = object2.length; index < length; index += 1) {
              inspectNode(object2[index], objects, duplicatesIndexes);
            }
          } else {
            objectKeyList = Object.keys(object2);
            for (index = 0, length = objectKeyList.length; index < length; index += 1) {
              inspectNode(object2[objectKeyList[index]], objects, duplicatesIndexes);
            }
          }
        }
      }
    }
    function dump(input, options2) {
      options2 = options2 || {};
      var state = new State(options2);
      if (!state.noRefs) getDuplicateReferences(input, state);
      if (writeNode(state, 0, input, true, true)) return state.dump + "\n";
      return "";
    }
    function safeDump(input, options2) {
      return dump(input, common.extend({ schema: DEFAULT_SAFE_SCHEMA }, options2));
    }
    module2.exports.dump = dump;
    module2.exports.safeDump = safeDump;
  }
});

// node_modules/js-yaml/lib/js-yaml.js
var require_js_yaml = __commonJS({
  "node_modules/js-yaml/lib/js-yaml.js"(exports2, module2) {
    "use strict";
    var loader = require_loader();
    var dumper = require_dumper();
    function deprecated(name) {
      return function() {
        throw new Error("Function " + name + " is deprecated and cannot be used.");
      };
    }
    module2.exports.Type = require_type();
    module2.exports.Schema = require_schema();
    module2.exports.FAILSAFE_SCHEMA = require_failsafe();
    module2.exports.JSON_SCHEMA = require_json();
    module2.exports.CORE_SCHEMA = require_core();
    module2.exports.DEFAULT_SAFE_SCHEMA = require_default_safe();
    module2.exports.DEFAULT_FULL_SCHEMA = require_default_full();
    module2.exports.load = loader.load;
    module2.exports.loadAll = loader.loadAll;
    module2.exports.safeLoad = loader.safeLoad;
    module2.exports.safeLoadAll = loader.safeLoadAll;
    module2.exports.dump = dumper.dump;
    module2.exports.safeDump = dumper.safeDump;
    module2.exports.YAMLException = require_exception();
    module2.exports.MINIMAL_SCHEMA = require_failsafe();
    module2.exports.SAFE_SCHEMA = require_default_safe();
    module2.exports.DEFAULT_SCHEMA = require_default_full();
    module2.exports.scan = deprecated("scan");
    module2.exports.parse = deprecated("parse");
    module2.exports.compose = deprecated("compose");
    module2.exports.addConstructor = deprecated("addConstructor");
  }
});

// node_modules/js-yaml/index.js
var require_js_yaml2 = __commonJS({
  "node_modules/js-yaml/index.js"(exports2, module2) {
    "use strict";
    var yaml2 = require_js_yaml();
    module2.exports = yaml2;
  }
});

// node_modules/gray-matter/lib/engines.js
var require_engines = __commonJS({
  "node_modules/gray-matter/lib/engines.js"(exports, module) {
    "use strict";
    var yaml = require_js_yaml2();
    var engines = exports = module.exports;
    engines.yaml = {
      parse: yaml.safeLoad.bind(yaml),
      stringify: yaml.safeDump.bind(yaml)
    };
    engines.json = {
      parse: JSON.parse.bind(JSON),
      stringify: function(obj, options2) {
        const opts = Object.assign({ replacer: null, space: 2 }, options2);
        return JSON.stringify(obj, opts.replacer, opts.space);
      }
    };
    engines.javascript = {
      parse: function parse(str, options, wrap) {
        try {
          if (wrap !== false) {
            str = "(function() {\nreturn " + str.trim() + ";\n}());";
          }
          return eval(str) || {};
        } catch (err) {
          if (wrap !== false && /(unexpected|identifier)/i.test(err.message)) {
            return parse(str, options, false);
          }
          throw new SyntaxError(err);
        }
      },
      stringify: function() {
        throw new Error("stringifying JavaScript is not supported");
      }
    };
  }
});

// node_modules/strip-bom-string/index.js
var require_strip_bom_string = __commonJS({
  "node_modules/strip-bom-string/index.js"(exports2, module2) {
    "use strict";
    module2.exports = function(str2) {
      if (typeof str2 === "string" && str2.charAt(0) === "\uFEFF") {
        return str2.slice(1);
      }
      return str2;
    };
  }
});

// node_modules/gray-matter/lib/utils.js
var require_utils = __commonJS({
  "node_modules/gray-matter/lib/utils.js"(exports2) {
    "use strict";
    var stripBom = require_strip_bom_string();
    var typeOf = require_kind_of();
    exports2.define = function(obj, key, val) {
      Reflect.defineProperty(obj, key, {
        enumerable: false,
        configurable: true,
        writable: true,
        value: val
      });
    };
    exports2.isBuffer = function(val) {
      return typeOf(val) === "buffer";
    };
    exports2.isObject = function(val) {
      return typeOf(val) === "object";
    };
    exports2.toBuffer = function(input) {
      return typeof input === "string" ? Buffer.from(input) : input;
    };
    exports2.toString = function(input) {
      if (exports2.isBuffer(input)) return stripBom(String(input));
      if (typeof input !== "string") {
        throw new TypeError("expected input to be a string or buffer");
      }
      return stripBom(input);
    };
    exports2.arrayify = function(val) {
      return val ? Array.isArray(val) ? val : [val] : [];
    };
    exports2.startsWith = function(str2, substr, len) {
      if (typeof len !== "number") len = substr.length;
      return str2.slice(0, len) === substr;
    };
  }
});

// node_modules/gray-matter/lib/defaults.js
var require_defaults = __commonJS({
  "node_modules/gray-matter/lib/defaults.js"(exports2, module2) {
    "use strict";
    var engines2 = require_engines();
    var utils = require_utils();
    module2.exports = function(options2) {
      const opts = Object.assign({}, options2);
      opts.delimiters = utils.arrayify(opts.delims || opts.delimiters || "---");
      if (opts.delimiters.length === 1) {
        opts.delimiters.push(opts.delimiters[0]);
      }
      opts.language = (opts.language || opts.lang || "yaml").toLowerCase();
      opts.engines = Object.assign({}, engines2, opts.parsers, opts.engines);
      return opts;
    };
  }
});

// node_modules/gray-matter/lib/engine.js
var require_engine = __commonJS({
  "node_modules/gray-matter/lib/engine.js"(exports2, module2) {
    "use strict";
    module2.exports = function(name, options2) {
      let engine2 = options2.engines[name] || options2.engines[aliase(name)];
      if (typeof engine2 === "undefined") {
        throw new Error('gray-matter engine "' + name + '" is not registered');
      }
      if (typeof engine2 === "function") {
        engine2 = { parse: engine2 };
      }
      return engine2;
    };
    function aliase(name) {
      switch (name.toLowerCase()) {
        case "js":
        case "javascript":
          return "javascript";
        case "coffee":
        case "coffeescript":
        case "cson":
          return "coffee";
        case "yaml":
        case "yml":
          return "yaml";
        default: {
          return name;
        }
      }
    }
  }
});

// node_modules/gray-matter/lib/stringify.js
var require_stringify = __commonJS({
  "node_modules/gray-matter/lib/stringify.js"(exports2, module2) {
    "use strict";
    var typeOf = require_kind_of();
    var getEngine = require_engine();
    var defaults = require_defaults();
    module2.exports = function(file, data, options2) {
      if (data == null && options2 == null) {
        switch (typeOf(file)) {
          case "object":
            data = file.data;
            options2 = {};
            break;
          case "string":
            return file;
          default: {
            throw new TypeError("expected file to be a string or object");
          }
        }
      }
      const str2 = file.content;
      const opts = defaults(options2);
      if (data == null) {
        if (!opts.data) return file;
        data = opts.data;
      }
      const language = file.language || opts.language;
      const engine2 = getEngine(language, opts);
      if (typeof engine2.stringify !== "function") {
        throw new TypeError('expected "' + language + '.stringify" to be a function');
      }
      data = Object.assign({}, file.data, data);
      const open = opts.delimiters[0];
      const close = opts.delimiters[1];
      const matter2 = engine2.stringify(data, options2).trim();
      let buf = "";
      if (matter2 !== "{}") {
        buf = newline(open) + newline(matter2) + newline(close);
      }
      if (typeof file.excerpt === "string" && file.excerpt !== "") {
        if (str2.indexOf(file.excerpt.trim()) === -1) {
          buf += newline(file.excerpt) + newline(close);
        }
      }
      return buf + newline(str2);
    };
    function newline(str2) {
      return str2.slice(-1) !== "\n" ? str2 + "\n" : str2;
    }
  }
});

// node_modules/gray-matter/lib/excerpt.js
var require_excerpt = __commonJS({
  "node_modules/gray-matter/lib/excerpt.js"(exports2, module2) {
    "use strict";
    var defaults = require_defaults();
    module2.exports = function(file, options2) {
      const opts = defaults(options2);
      if (file.data == null) {
        file.data = {};
      }
      if (typeof opts.excerpt === "function") {
        return opts.excerpt(file, opts);
      }
      const sep = file.data.excerpt_separator || opts.excerpt_separator;
      if (sep == null && (opts.excerpt === false || opts.excerpt == null)) {
        return file;
      }
      const delimiter = typeof opts.excerpt === "string" ? opts.excerpt : sep || opts.delimiters[0];
      const idx = file.content.indexOf(delimiter);
      if (idx !== -1) {
        file.excerpt = file.content.slice(0, idx);
      }
      return file;
    };
  }
});

// node_modules/gray-matter/lib/to-file.js
var require_to_file = __commonJS({
  "node_modules/gray-matter/lib/to-file.js"(exports2, module2) {
    "use strict";
    var typeOf = require_kind_of();
    var stringify = require_stringify();
    var utils = require_utils();
    module2.exports = function(file) {
      if (typeOf(file) !== "object") {
        file = { content: file };
      }
      if (typeOf(file.data) !== "object") {
        file.data = {};
      }
      if (file.contents && file.content == null) {
        file.content = file.contents;
      }
      utils.define(file, "orig", utils.toBuffer(file.content));
      utils.define(file, "language", file.language || "");
      utils.define(file, "matter", file.matter || "");
      utils.define(file, "stringify", function(data, options2) {
        if (options2 && options2.language) {
          file.language = options2.language;
        }
        return stringify(file, data, options2);
      });
      file.content = utils.toString(file.content);
      file.isEmpty = false;
      file.excerpt = "";
      return file;
    };
  }
});

// node_modules/gray-matter/lib/parse.js
var require_parse = __commonJS({
  "node_modules/gray-matter/lib/parse.js"(exports2, module2) {
    "use strict";
    var getEngine = require_engine();
    var defaults = require_defaults();
    module2.exports = function(language, str2, options2) {
      const opts = defaults(options2);
      const engine2 = getEngine(language, opts);
      if (typeof engine2.parse !== "function") {
        throw new TypeError('expected "' + language + '.parse" to be a function');
      }
      return engine2.parse(str2, opts);
    };
  }
});

// node_modules/gray-matter/index.js
var require_gray_matter = __commonJS({
  "node_modules/gray-matter/index.js"(exports2, module2) {
    "use strict";
    var fs = __require("fs");
    var sections = require_section_matter();
    var defaults = require_defaults();
    var stringify = require_stringify();
    var excerpt = require_excerpt();
    var engines2 = require_engines();
    var toFile = require_to_file();
    var parse2 = require_parse();
    var utils = require_utils();
    function matter2(input, options2) {
      if (input === "") {
        return { data: {}, content: input, excerpt: "", orig: input };
      }
      let file = toFile(input);
      const cached = matter2.cache[file.content];
      if (!options2) {
        if (cached) {
          file = Object.assign({}, cached);
          file.orig = cached.orig;
          return file;
        }
        matter2.cache[file.content] = file;
      }
      return parseMatter(file, options2);
    }
    function parseMatter(file, options2) {
      const opts = defaults(options2);
      const open = opts.delimiters[0];
      const close = "\n" + opts.delimiters[1];
      let str2 = file.content;
      if (opts.language) {
        file.language = opts.language;
      }
      const openLen = open.length;
      if (!utils.startsWith(str2, open, openLen)) {
        excerpt(file, opts);
        return file;
      }
      if (str2.charAt(openLen) === open.slice(-1)) {
        return file;
      }
      str2 = str2.slice(openLen);
      const len = str2.length;
      const language = matter2.language(str2, opts);
      if (language.name) {
        file.language = language.name;
        str2 = str2.slice(language.raw.length);
      }
      let closeIndex = str2.indexOf(close);
      if (closeIndex === -1) {
        closeIndex = len;
      }
      file.matter = str2.slice(0, closeIndex);
      const block = file.matter.replace(/^\s*#[^\n]+/gm, "").trim();
      if (block === "") {
        file.isEmpty = true;
        file.empty = file.content;
        file.data = {};
      } else {
        file.data = parse2(file.language, file.matter, opts);
      }
      if (closeIndex === len) {
        file.content = "";
      } else {
        file.content = str2.slice(closeIndex + close.length);
        if (file.content[0] === "\r") {
          file.content = file.content.slice(1);
        }
        if (file.content[0] === "\n") {
          file.content = file.content.slice(1);
        }
      }
      excerpt(file, opts);
      if (opts.sections === true || typeof opts.section === "function") {
        sections(file, opts.section);
      }
      return file;
    }
    matter2.engines = engines2;
    matter2.stringify = function(file, data, options2) {
      if (typeof file === "string") file = matter2(file, options2);
      return stringify(file, data, options2);
    };
    matter2.read = function(filepath, options2) {
      const str2 = fs.readFileSync(filepath, "utf8");
      const file = matter2(str2, options2);
      file.path = filepath;
      return file;
    };
    matter2.test = function(str2, options2) {
      return utils.startsWith(str2, defaults(options2).delimiters[0]);
    };
    matter2.language = function(str2, options2) {
      const opts = defaults(options2);
      const open = opts.delimiters[0];
      if (matter2.test(str2)) {
        str2 = str2.slice(open.length);
      }
      const language = str2.slice(0, str2.search(/\r?\n/));
      return {
        raw: language,
        name: language ? language.trim() : ""
      };
    };
    matter2.cache = {};
    matter2.clearCache = function() {
      matter2.cache = {};
    };
    module2.exports = matter2;
  }
});

// src/engine/recipes/render.ts
var import_liquidjs = __toESM(require_liquid_node(), 1);
import path from "node:path";

// src/engine/hooks/events.ts
var HOOK_EVENTS = [
  "user_message_send",
  "pre_llm_request",
  "context",
  "before_tool_call",
  "after_tool_call",
  "turn_end",
  "agent_stop",
  "before_compact",
  "after_compact"
];
function isHookEvent(name) {
  return HOOK_EVENTS.includes(name);
}
var Blocked = object({ blocked: literal(true), reason: string().default("blocked by a hook") });
var ResultSchemas = {
  user_message_send: Blocked,
  before_tool_call: union([Blocked, object({ input: record(string(), unknown()) })]),
  after_tool_call: object({ output: string() }),
  pre_llm_request: object({}).passthrough(),
  context: object({ messages: array(MessageSchema) }),
  turn_end: object({}).passthrough(),
  before_compact: union([object({ cancel: literal(true) }), object({ summary: string() })]),
  after_compact: object({ messages: array(MessageSchema) }),
  agent_stop: discriminatedUnion("result", [
    object({ result: literal("continue"), messages: array(MessageSchema).min(1) }),
    object({
      result: literal("mutate"),
      messages: array(MessageSchema),
      target_conversation_id: string().optional()
    }),
    object({
      result: literal("callback"),
      callback: string().min(1),
      callback_args: record(string(), unknown()).default({})
    })
  ])
};
function isEmptyResult(value) {
  return value === void 0 || value === null || typeof value === "object" && Object.keys(value).length === 0;
}

// src/engine/recipes/schema.ts
var RECIPE_OUTPUTS = ["comment", "review", "none", "pull-request"];
var SUMMARY_PLACEMENTS = ["user", "system"];
var RESERVED_VARIABLES = [
  "args",
  "repo",
  "issue",
  "pr",
  "comment",
  "conversation",
  "since_sha",
  "checks"
];
var HookBindingSchema = strictObject({
  handler: string().min(1),
  once: boolean().default(false)
});
var hookShape = Object.fromEntries(HOOK_EVENTS.map((event) => [event, HookBindingSchema.optional()]));
var RecipeFrontmatterSchema = strictObject({
  name: string().regex(RECIPE_NAME, "letters, digits, '-' and '_' only").optional(),
  description: string().trim().min(1),
  /** Omitted (undefined): the default read-only tool set. `[]`: no tools. */
  allowed_tools: array(string().min(1)).optional().superRefine((tools, ctx) => {
    for (const [i, name] of (tools ?? []).entries())
      if (!KNOWN_TOOLS.includes(name) && !parseMcpName(name))
        ctx.addIssue({
          code: "custom",
          path: [i],
          message: `unknown tool "${name}"; the tools are ${KNOWN_TOOLS.join(", ")}, and an MCP server's as mcp__<server> (all its tools) or mcp__<server>__<tool>`
        });
  }),
  /** argv[0] values the `shell` tool may run; empty: no shell. */
  allowed_commands: array(string().min(1)).default([]),
  /** The programs `shell` runs may reach the network; without it they have none. */
  network: boolean().default(false),
  /** What each of those programs may use, where not the sandbox's defaults (engine/sandbox/limits.ts). */
  limits: strictObject({
    processes: number().int().positive().optional(),
    memory_mb: number().int().positive().optional(),
    file_size_mb: number().int().positive().optional(),
    tmpfs_mb: number().int().positive().optional()
  }).default({}),
  /** Variables passed to those programs besides PATH, HOME, the locale, TERM, TZ and CI; never a secret. */
  env: array(string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "a variable name")).default([]),
  /**
   * Globs (workspace-relative) of files the file tools may read although
   * `.gitignore` ignores them or their name marks a secrets file. `.git` stays closed.
   */
  read_paths: array(string().min(1)).default([]),
  defaults: record(string(), unknown()).default({}).superRefine((defaults, ctx) => {
    for (const key of Object.keys(defaults)) {
      if (RESERVED_VARIABLES.includes(key)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `"${key}" is a built-in template variable and cannot be given a default`
        });
      }
    }
  }),
  output: _enum(RECIPE_OUTPUTS).default("comment"),
  hooks: strictObject(hookShape).optional(),
  summary_placement: _enum(SUMMARY_PLACEMENTS).default("user")
});
var RECIPE_KEYS = Object.keys(RecipeFrontmatterSchema.shape);
function describeIssue(issue) {
  const path3 = issue.path;
  const at = path3;
  switch (issue.code) {
    case "unrecognized_keys": {
      const allowed = allowedKeysAt(path3);
      const keys = issue.keys.map((k) => `"${k}"`).join(", ");
      const noun = issue.keys.length === 1 ? "unknown key" : "unknown keys";
      return {
        path: path3,
        at: [...path3, issue.keys[0]],
        problem: `${noun} ${keys}${allowed ? ` (allowed: ${allowed.join(", ")})` : ""}`
      };
    }
    case "invalid_value":
      return { path: path3, at, problem: `expected one of ${issue.values.map(String).join("|")}${got(issue)}` };
    case "invalid_type":
      if (issue.input === void 0) return { path: path3, at, problem: `required (${article(issue.expected)})` };
      return { path: path3, at, problem: `expected ${article(issue.expected)}${got(issue)}` };
    case "too_small":
      if (issue.origin === "string") return { path: path3, at, problem: "must not be empty" };
      return { path: path3, at, problem: issue.message };
    case "invalid_format":
      return { path: path3, at, problem: `invalid value${got(issue)}: ${issue.message}` };
    default:
      return { path: path3, at, problem: issue.message };
  }
}
function allowedKeysAt(path3) {
  if (path3.length === 0) return RECIPE_KEYS;
  if (path3.length === 1 && path3[0] === "hooks") return [...HOOK_EVENTS];
  if (path3.length === 2 && path3[0] === "hooks") return Object.keys(HookBindingSchema.shape);
  return void 0;
}
function article(expected) {
  switch (expected) {
    case "object":
    case "record":
      return "a mapping";
    case "array":
      return "a list";
    case "string":
      return "a string";
    case "boolean":
      return "true or false";
    default:
      return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
  }
}
function got(issue) {
  if (!("input" in issue)) return "";
  const input = issue.input;
  if (input === null) return ", got null";
  if (Array.isArray(input)) return ", got a list";
  if (input instanceof Date) return ", got a date";
  if (typeof input === "object") return ", got a mapping";
  if (typeof input === "string") return `, got "${clip(input, 40)}"`;
  return `, got ${typeof input === "boolean" ? String(input) : `${typeof input} ${String(input)}`}`;
}

// src/engine/recipes/render.ts
var noFiles = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async (file) => {
    throw new Error(`recipes cannot read files (${file})`);
  },
  readFileSync: (file) => {
    throw new Error(`recipes cannot read files (${file})`);
  },
  resolve: (_dir, file) => file,
  contains: async () => false,
  containsSync: () => false
};
var engine = new import_liquidjs.Liquid({
  strictVariables: true,
  strictFilters: true,
  lenientIf: true,
  jsTruthy: true,
  ownPropertyOnly: true,
  fs: noFiles,
  root: [],
  partials: [],
  layouts: [],
  relativeReference: false,
  // Named, so dates render alike on every machine, and because finding the system's locale
  // starts Intl (about 13 ms, paid by every run and every `baton recipes`).
  locale: "en-US",
  cache: false,
  // A recipe is a prompt, not a program: bound the work a template can cause.
  parseLimit: 1e6,
  renderLimit: 5e3,
  memoryLimit: 1e8
});
for (const tag of ["include", "render", "layout"]) {
  engine.registerTag(tag, {
    parse() {
      throw new Error(`{% ${tag} %} is not allowed: a recipe cannot read other files`);
    },
    render() {
      return "";
    }
  });
}
var parsed = /* @__PURE__ */ new Map();
function compileRecipe(recipe) {
  const hit = parsed.get(recipe.file);
  if (hit && hit.body === recipe.body) return hit.templates;
  let templates;
  try {
    templates = engine.parse(recipe.body);
  } catch (error) {
    throw templateError(recipe, error);
  }
  parsed.set(recipe.file, { body: recipe.body, templates });
  return templates;
}
function renderRecipe(recipe, input = {}) {
  const { args = {}, ...context } = input;
  for (const key of Object.keys(args)) {
    if (RESERVED_VARIABLES.includes(key)) {
      throw inputError(
        `${displayPath(recipe.file)}: argument "${key}" is reserved (a built-in template variable)`
      );
    }
  }
  const scope = { ...recipe.defaults, ...args, args: { ...args } };
  for (const [key, value] of Object.entries(context)) {
    if (value !== void 0) scope[key] = value;
  }
  const templates = compileRecipe(recipe);
  try {
    return String(engine.renderSync(templates, scope));
  } catch (error) {
    throw templateError(recipe, error);
  }
}
function templateError(recipe, error) {
  if (error instanceof BatonError) return error;
  const file = displayPath(recipe.file);
  if (error instanceof import_liquidjs.LiquidError) {
    const [bodyLine] = error.token?.getPosition?.() ?? [];
    const line = bodyLine === void 0 ? "" : ` (line ${bodyLine + (recipe.bodyLine ?? 1) - 1})`;
    const original = error.originalError;
    if (error instanceof import_liquidjs.UndefinedVariableError && typeof original?.variableName === "string") {
      const name = original.variableName;
      const root = name.split(/[.[]/)[0] ?? name;
      const hint = RESERVED_VARIABLES.includes(root) ? root === name ? `; this run provides no ${name} (guard it with {% if ${name} %} if the recipe can do without)` : "" : /^[\w-]+$/.test(name) ? `; pass it as an argument (${name}=\u2026) or give it a default` : "";
      return inputError(`${file}: undefined variable "${name}"${line}${hint}`, error);
    }
    const what = (original?.message ?? error.message).replace(/, line:\d+, col:\d+$/, "");
    return inputError(`${file}: ${what}${line}`, error);
  }
  return inputError(
    `${file}: cannot render the recipe: ${error instanceof Error ? error.message : String(error)}`,
    error
  );
}
function displayPath(file) {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

// src/engine/recipes/loader.ts
var import_gray_matter = __toESM(require_gray_matter(), 1);
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path2 from "node:path";
import { fileURLToPath } from "node:url";
async function loadRecipes(options2) {
  const builtinDir = path2.resolve(options2.builtinDir);
  const builtinFiles = await recipeFiles(builtinDir);
  if (builtinFiles === void 0) throw failure(`the built-in recipes folder ${builtinDir} does not exist`);
  const recipes = /* @__PURE__ */ new Map();
  for (const file of builtinFiles) {
    const recipe = parseRecipe(await readRecipe(file), file, "built-in");
    recipes.set(recipe.name, recipe);
  }
  if (options2.repoDir !== void 0) {
    const repoFiles = await recipeFiles(path2.resolve(options2.repoDir)) ?? [];
    for (const file of repoFiles) {
      const name = path2.basename(file, ".md");
      const overrides = recipes.get(name)?.source === "built-in";
      const recipe = parseRecipe(await readRecipe(file), file, "repo", overrides);
      recipes.set(recipe.name, recipe);
    }
  }
  return catalog(recipes);
}
function catalog(recipes) {
  const sorted = [...recipes.values()].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return {
    get(name) {
      const recipe = recipes.get(name);
      if (recipe) return recipe;
      const names = sorted.map((r) => r.name);
      throw inputError(
        `unknown recipe "${name}"${didYouMean(name, names)}; available recipes: ${names.join(", ") || "none"}`
      );
    },
    has: (name) => recipes.has(name),
    list: () => [...sorted]
  };
}
async function recipeFiles(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT") return void 0;
    if (code === "ENOTDIR") throw inputError(`recipes path ${displayPath(dir)} is not a folder`);
    throw inputError(
      `cannot read the recipes folder ${displayPath(dir)}: ${error.message}`,
      error
    );
  }
  return entries.filter(
    (e) => (e.isFile() || e.isSymbolicLink()) && e.name.endsWith(".md") && e.name.toLowerCase() !== "readme.md"
  ).map((e) => path2.join(dir, e.name)).sort();
}
async function readRecipe(file) {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    throw inputError(`${displayPath(file)}: cannot read the recipe: ${error.message}`, error);
  }
}
var refuse = () => {
  throw new Error("only YAML frontmatter is allowed");
};
var MATTER_OPTIONS = {
  language: "yaml",
  engines: { javascript: refuse, js: refuse, coffee: refuse, json: refuse }
};
function parseRecipe(text, file, source = "repo", overrides = false) {
  const where = displayPath(file);
  const name = path2.basename(file, ".md");
  if (!RECIPE_NAME.test(name)) {
    throw inputError(
      `${where}: the file name is the recipe's name and may hold only letters, digits, '-' and '_'`
    );
  }
  const content = text.startsWith("\uFEFF") ? text.slice(1) : text;
  if (!content.startsWith("---") || content.charAt(3) === "-") {
    throw inputError(
      `${where}: missing frontmatter: a recipe starts with a "---" line, then YAML (at least \`description:\`), then a closing "---" line`
    );
  }
  const firstBreak = content.search(/\r?\n/);
  const language = content.slice(3, firstBreak === -1 ? void 0 : firstBreak).trim();
  if (language !== "" && !/^ya?ml$/i.test(language)) {
    throw inputError(`${where}: line 1: the frontmatter must be YAML, not "${language}"`);
  }
  const close = firstBreak === -1 ? -1 : content.indexOf("\n---", firstBreak);
  if (close === -1) throw inputError(`${where}: the frontmatter is not closed: add a "---" line after it`);
  const closeLine = lineAt(content, close + 1);
  let parsed2;
  try {
    parsed2 = (0, import_gray_matter.default)(content, MATTER_OPTIONS);
  } catch (error) {
    throw frontmatterError(where, closeLine, error);
  }
  const result = RecipeFrontmatterSchema.safeParse(parsed2.data, { reportInput: true });
  const frontmatterLines = content.slice(0, close).split("\n").slice(1);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const { path: field, at, problem } = describeIssue(issue);
      const line = at.length > 0 ? findKeyLine(frontmatterLines, at) : void 0;
      const label = field.length > 0 ? field.map(String).join(".") : "frontmatter";
      return `${label}: ${problem}${line === void 0 ? "" : ` (line ${line})`}`;
    });
    throw inputError(
      problems.length === 1 ? `${where}: ${problems[0]}` : `${where}: ${problems.length} problems:${problems.map((p) => `
  - ${p}`).join("")}`
    );
  }
  const data = result.data;
  if (data.name !== void 0 && data.name !== name) {
    const line = findKeyLine(frontmatterLines, ["name"]);
    throw inputError(
      `${where}: name: "${data.name}" does not match the file name "${name}.md"${line === void 0 ? "" : ` (line ${line})`}; rename one of them or drop \`name:\``
    );
  }
  const body = parsed2.content;
  const bodyLine = content.endsWith(body) ? lineAt(content, content.length - body.length) : closeLine + 1;
  const recipe = { ...data, name, body, file: path2.resolve(file), source, overrides, bodyLine };
  compileRecipe(recipe);
  return recipe;
}
function frontmatterError(where, closeLine, error) {
  if (error instanceof BatonError) return error;
  const yaml2 = error;
  if (yaml2?.name === "YAMLException" && typeof yaml2.mark?.line === "number") {
    const line = Math.max(2, Math.min(yaml2.mark.line + 1, closeLine - 1));
    const reason = typeof yaml2.reason === "string" ? yaml2.reason : String(error.message);
    return inputError(`${where}: line ${line}: invalid YAML: ${reason}`, error);
  }
  const message = error instanceof Error ? error.message : String(error);
  return inputError(`${where}: invalid frontmatter: ${message}`, error);
}
function lineAt(text, index) {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
function findKeyLine(lines, keyPath) {
  let found;
  let parentIndent = -1;
  let from = 0;
  let fromColumn = 0;
  for (const segment of keyPath) {
    if (typeof segment !== "string") continue;
    const key = segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const patterns = found === void 0 ? [new RegExp(`^["']?${key}["']?\\s*:`), new RegExp(`^\\s*["']?${key}["']?\\s*:`)] : [new RegExp(`(^\\s*|[{,]\\s*)["']?${key}["']?\\s*:`)];
    let hit;
    for (const pattern of patterns) {
      hit = findIn(lines, pattern, from, fromColumn, found === void 0 ? void 0 : parentIndent);
      if (hit) break;
    }
    if (!hit) break;
    found = hit.index;
    parentIndent = lines[hit.index].search(/\S/);
    from = hit.index;
    fromColumn = hit.column;
  }
  return found === void 0 ? void 0 : found + 2;
}
function findIn(lines, pattern, from, fromColumn, parentIndent) {
  for (let i = from; i < lines.length; i++) {
    const line = lines[i];
    if (i > from && parentIndent !== void 0 && /\S/.test(line) && !/^\s*#/.test(line)) {
      if (line.search(/\S/) <= parentIndent) return void 0;
    }
    const start = i === from ? fromColumn : 0;
    const match = pattern.exec(line.slice(start));
    if (match) return { index: i, column: start + match.index + match[0].length };
  }
  return void 0;
}
function builtinRecipesDir(moduleUrl = import.meta.url) {
  const cached = builtinDirs.get(moduleUrl);
  if (cached) return cached;
  const start = path2.dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ; dir = path2.dirname(dir)) {
    if (existsSync(path2.join(dir, "package.json")) && existsSync(path2.join(dir, "recipes", "compact.md"))) {
      const found = path2.join(dir, "recipes");
      builtinDirs.set(moduleUrl, found);
      return found;
    }
    if (path2.dirname(dir) === dir) break;
  }
  throw failure(`cannot find the built-in recipes: no recipes/compact.md above ${start}`);
}
var builtinDirs = /* @__PURE__ */ new Map();

export {
  HOOK_EVENTS,
  isHookEvent,
  ResultSchemas,
  isEmptyResult,
  renderRecipe,
  loadRecipes,
  builtinRecipesDir
};

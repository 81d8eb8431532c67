#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// node_modules/@secretlint/secretlint-rule-preset-recommend/module/index.js
import path from "node:path";
var commonjsGlobal = typeof globalThis !== "undefined" ? globalThis : typeof window !== "undefined" ? window : typeof global !== "undefined" ? global : typeof self !== "undefined" ? self : {};
var regexpStringMatcher = {};
var lodash_uniq;
var hasRequiredLodash_uniq;
function requireLodash_uniq() {
  if (hasRequiredLodash_uniq) return lodash_uniq;
  hasRequiredLodash_uniq = 1;
  var LARGE_ARRAY_SIZE = 200;
  var HASH_UNDEFINED = "__lodash_hash_undefined__";
  var INFINITY = 1 / 0;
  var funcTag = "[object Function]", genTag = "[object GeneratorFunction]";
  var reRegExpChar = /[\\^$.*+?()[\]{}|]/g;
  var reIsHostCtor = /^\[object .+?Constructor\]$/;
  var freeGlobal = typeof commonjsGlobal == "object" && commonjsGlobal && commonjsGlobal.Object === Object && commonjsGlobal;
  var freeSelf = typeof self == "object" && self && self.Object === Object && self;
  var root = freeGlobal || freeSelf || Function("return this")();
  function arrayIncludes(array, value) {
    var length = array ? array.length : 0;
    return !!length && baseIndexOf(array, value, 0) > -1;
  }
  function baseFindIndex(array, predicate, fromIndex, fromRight) {
    var length = array.length, index = fromIndex + -1;
    while (++index < length) {
      if (predicate(array[index], index, array)) {
        return index;
      }
    }
    return -1;
  }
  function baseIndexOf(array, value, fromIndex) {
    if (value !== value) {
      return baseFindIndex(array, baseIsNaN, fromIndex);
    }
    var index = fromIndex - 1, length = array.length;
    while (++index < length) {
      if (array[index] === value) {
        return index;
      }
    }
    return -1;
  }
  function baseIsNaN(value) {
    return value !== value;
  }
  function cacheHas(cache, key) {
    return cache.has(key);
  }
  function getValue(object, key) {
    return object == null ? void 0 : object[key];
  }
  function isHostObject(value) {
    var result = false;
    if (value != null && typeof value.toString != "function") {
      try {
        result = !!(value + "");
      } catch (e) {
      }
    }
    return result;
  }
  function setToArray(set) {
    var index = -1, result = Array(set.size);
    set.forEach(function(value) {
      result[++index] = value;
    });
    return result;
  }
  var arrayProto = Array.prototype, funcProto = Function.prototype, objectProto = Object.prototype;
  var coreJsData = root["__core-js_shared__"];
  var maskSrcKey = (function() {
    var uid = /[^.]+$/.exec(coreJsData && coreJsData.keys && coreJsData.keys.IE_PROTO || "");
    return uid ? "Symbol(src)_1." + uid : "";
  })();
  var funcToString = funcProto.toString;
  var hasOwnProperty = objectProto.hasOwnProperty;
  var objectToString = objectProto.toString;
  var reIsNative = RegExp(
    "^" + funcToString.call(hasOwnProperty).replace(reRegExpChar, "\\$&").replace(/hasOwnProperty|(function).*?(?=\\\()| for .+?(?=\\\])/g, "$1.*?") + "$"
  );
  var splice = arrayProto.splice;
  var Map2 = getNative(root, "Map"), Set2 = getNative(root, "Set"), nativeCreate = getNative(Object, "create");
  function Hash(entries) {
    var index = -1, length = entries ? entries.length : 0;
    this.clear();
    while (++index < length) {
      var entry = entries[index];
      this.set(entry[0], entry[1]);
    }
  }
  function hashClear() {
    this.__data__ = nativeCreate ? nativeCreate(null) : {};
  }
  function hashDelete(key) {
    return this.has(key) && delete this.__data__[key];
  }
  function hashGet(key) {
    var data = this.__data__;
    if (nativeCreate) {
      var result = data[key];
      return result === HASH_UNDEFINED ? void 0 : result;
    }
    return hasOwnProperty.call(data, key) ? data[key] : void 0;
  }
  function hashHas(key) {
    var data = this.__data__;
    return nativeCreate ? data[key] !== void 0 : hasOwnProperty.call(data, key);
  }
  function hashSet(key, value) {
    var data = this.__data__;
    data[key] = nativeCreate && value === void 0 ? HASH_UNDEFINED : value;
    return this;
  }
  Hash.prototype.clear = hashClear;
  Hash.prototype["delete"] = hashDelete;
  Hash.prototype.get = hashGet;
  Hash.prototype.has = hashHas;
  Hash.prototype.set = hashSet;
  function ListCache(entries) {
    var index = -1, length = entries ? entries.length : 0;
    this.clear();
    while (++index < length) {
      var entry = entries[index];
      this.set(entry[0], entry[1]);
    }
  }
  function listCacheClear() {
    this.__data__ = [];
  }
  function listCacheDelete(key) {
    var data = this.__data__, index = assocIndexOf(data, key);
    if (index < 0) {
      return false;
    }
    var lastIndex = data.length - 1;
    if (index == lastIndex) {
      data.pop();
    } else {
      splice.call(data, index, 1);
    }
    return true;
  }
  function listCacheGet(key) {
    var data = this.__data__, index = assocIndexOf(data, key);
    return index < 0 ? void 0 : data[index][1];
  }
  function listCacheHas(key) {
    return assocIndexOf(this.__data__, key) > -1;
  }
  function listCacheSet(key, value) {
    var data = this.__data__, index = assocIndexOf(data, key);
    if (index < 0) {
      data.push([key, value]);
    } else {
      data[index][1] = value;
    }
    return this;
  }
  ListCache.prototype.clear = listCacheClear;
  ListCache.prototype["delete"] = listCacheDelete;
  ListCache.prototype.get = listCacheGet;
  ListCache.prototype.has = listCacheHas;
  ListCache.prototype.set = listCacheSet;
  function MapCache(entries) {
    var index = -1, length = entries ? entries.length : 0;
    this.clear();
    while (++index < length) {
      var entry = entries[index];
      this.set(entry[0], entry[1]);
    }
  }
  function mapCacheClear() {
    this.__data__ = {
      "hash": new Hash(),
      "map": new (Map2 || ListCache)(),
      "string": new Hash()
    };
  }
  function mapCacheDelete(key) {
    return getMapData(this, key)["delete"](key);
  }
  function mapCacheGet(key) {
    return getMapData(this, key).get(key);
  }
  function mapCacheHas(key) {
    return getMapData(this, key).has(key);
  }
  function mapCacheSet(key, value) {
    getMapData(this, key).set(key, value);
    return this;
  }
  MapCache.prototype.clear = mapCacheClear;
  MapCache.prototype["delete"] = mapCacheDelete;
  MapCache.prototype.get = mapCacheGet;
  MapCache.prototype.has = mapCacheHas;
  MapCache.prototype.set = mapCacheSet;
  function SetCache(values) {
    var index = -1, length = values ? values.length : 0;
    this.__data__ = new MapCache();
    while (++index < length) {
      this.add(values[index]);
    }
  }
  function setCacheAdd(value) {
    this.__data__.set(value, HASH_UNDEFINED);
    return this;
  }
  function setCacheHas(value) {
    return this.__data__.has(value);
  }
  SetCache.prototype.add = SetCache.prototype.push = setCacheAdd;
  SetCache.prototype.has = setCacheHas;
  function assocIndexOf(array, key) {
    var length = array.length;
    while (length--) {
      if (eq(array[length][0], key)) {
        return length;
      }
    }
    return -1;
  }
  function baseIsNative(value) {
    if (!isObject(value) || isMasked(value)) {
      return false;
    }
    var pattern = isFunction(value) || isHostObject(value) ? reIsNative : reIsHostCtor;
    return pattern.test(toSource(value));
  }
  function baseUniq(array, iteratee, comparator) {
    var index = -1, includes = arrayIncludes, length = array.length, isCommon = true, result = [], seen = result;
    if (length >= LARGE_ARRAY_SIZE) {
      var set = createSet(array);
      if (set) {
        return setToArray(set);
      }
      isCommon = false;
      includes = cacheHas;
      seen = new SetCache();
    } else {
      seen = result;
    }
    outer:
      while (++index < length) {
        var value = array[index], computed = value;
        value = value !== 0 ? value : 0;
        if (isCommon && computed === computed) {
          var seenIndex = seen.length;
          while (seenIndex--) {
            if (seen[seenIndex] === computed) {
              continue outer;
            }
          }
          result.push(value);
        } else if (!includes(seen, computed, comparator)) {
          if (seen !== result) {
            seen.push(computed);
          }
          result.push(value);
        }
      }
    return result;
  }
  var createSet = !(Set2 && 1 / setToArray(new Set2([, -0]))[1] == INFINITY) ? noop : function(values) {
    return new Set2(values);
  };
  function getMapData(map, key) {
    var data = map.__data__;
    return isKeyable(key) ? data[typeof key == "string" ? "string" : "hash"] : data.map;
  }
  function getNative(object, key) {
    var value = getValue(object, key);
    return baseIsNative(value) ? value : void 0;
  }
  function isKeyable(value) {
    var type = typeof value;
    return type == "string" || type == "number" || type == "symbol" || type == "boolean" ? value !== "__proto__" : value === null;
  }
  function isMasked(func) {
    return !!maskSrcKey && maskSrcKey in func;
  }
  function toSource(func) {
    if (func != null) {
      try {
        return funcToString.call(func);
      } catch (e) {
      }
      try {
        return func + "";
      } catch (e) {
      }
    }
    return "";
  }
  function uniq(array) {
    return array && array.length ? baseUniq(array) : [];
  }
  function eq(value, other) {
    return value === other || value !== value && other !== other;
  }
  function isFunction(value) {
    var tag = isObject(value) ? objectToString.call(value) : "";
    return tag == funcTag || tag == genTag;
  }
  function isObject(value) {
    var type = typeof value;
    return !!value && (type == "object" || type == "function");
  }
  function noop() {
  }
  lodash_uniq = uniq;
  return lodash_uniq;
}
var lodash_uniqwith;
var hasRequiredLodash_uniqwith;
function requireLodash_uniqwith() {
  if (hasRequiredLodash_uniqwith) return lodash_uniqwith;
  hasRequiredLodash_uniqwith = 1;
  var LARGE_ARRAY_SIZE = 200;
  var HASH_UNDEFINED = "__lodash_hash_undefined__";
  var INFINITY = 1 / 0;
  var funcTag = "[object Function]", genTag = "[object GeneratorFunction]";
  var reRegExpChar = /[\\^$.*+?()[\]{}|]/g;
  var reIsHostCtor = /^\[object .+?Constructor\]$/;
  var freeGlobal = typeof commonjsGlobal == "object" && commonjsGlobal && commonjsGlobal.Object === Object && commonjsGlobal;
  var freeSelf = typeof self == "object" && self && self.Object === Object && self;
  var root = freeGlobal || freeSelf || Function("return this")();
  function arrayIncludes(array, value) {
    var length = array ? array.length : 0;
    return !!length && baseIndexOf(array, value, 0) > -1;
  }
  function arrayIncludesWith(array, value, comparator) {
    var index = -1, length = array ? array.length : 0;
    while (++index < length) {
      if (comparator(value, array[index])) {
        return true;
      }
    }
    return false;
  }
  function baseFindIndex(array, predicate, fromIndex, fromRight) {
    var length = array.length, index = fromIndex + -1;
    while (++index < length) {
      if (predicate(array[index], index, array)) {
        return index;
      }
    }
    return -1;
  }
  function baseIndexOf(array, value, fromIndex) {
    if (value !== value) {
      return baseFindIndex(array, baseIsNaN, fromIndex);
    }
    var index = fromIndex - 1, length = array.length;
    while (++index < length) {
      if (array[index] === value) {
        return index;
      }
    }
    return -1;
  }
  function baseIsNaN(value) {
    return value !== value;
  }
  function cacheHas(cache, key) {
    return cache.has(key);
  }
  function getValue(object, key) {
    return object == null ? void 0 : object[key];
  }
  function isHostObject(value) {
    var result = false;
    if (value != null && typeof value.toString != "function") {
      try {
        result = !!(value + "");
      } catch (e) {
      }
    }
    return result;
  }
  function setToArray(set) {
    var index = -1, result = Array(set.size);
    set.forEach(function(value) {
      result[++index] = value;
    });
    return result;
  }
  var arrayProto = Array.prototype, funcProto = Function.prototype, objectProto = Object.prototype;
  var coreJsData = root["__core-js_shared__"];
  var maskSrcKey = (function() {
    var uid = /[^.]+$/.exec(coreJsData && coreJsData.keys && coreJsData.keys.IE_PROTO || "");
    return uid ? "Symbol(src)_1." + uid : "";
  })();
  var funcToString = funcProto.toString;
  var hasOwnProperty = objectProto.hasOwnProperty;
  var objectToString = objectProto.toString;
  var reIsNative = RegExp(
    "^" + funcToString.call(hasOwnProperty).replace(reRegExpChar, "\\$&").replace(/hasOwnProperty|(function).*?(?=\\\()| for .+?(?=\\\])/g, "$1.*?") + "$"
  );
  var splice = arrayProto.splice;
  var Map2 = getNative(root, "Map"), Set2 = getNative(root, "Set"), nativeCreate = getNative(Object, "create");
  function Hash(entries) {
    var index = -1, length = entries ? entries.length : 0;
    this.clear();
    while (++index < length) {
      var entry = entries[index];
      this.set(entry[0], entry[1]);
    }
  }
  function hashClear() {
    this.__data__ = nativeCreate ? nativeCreate(null) : {};
  }
  function hashDelete(key) {
    return this.has(key) && delete this.__data__[key];
  }
  function hashGet(key) {
    var data = this.__data__;
    if (nativeCreate) {
      var result = data[key];
      return result === HASH_UNDEFINED ? void 0 : result;
    }
    return hasOwnProperty.call(data, key) ? data[key] : void 0;
  }
  function hashHas(key) {
    var data = this.__data__;
    return nativeCreate ? data[key] !== void 0 : hasOwnProperty.call(data, key);
  }
  function hashSet(key, value) {
    var data = this.__data__;
    data[key] = nativeCreate && value === void 0 ? HASH_UNDEFINED : value;
    return this;
  }
  Hash.prototype.clear = hashClear;
  Hash.prototype["delete"] = hashDelete;
  Hash.prototype.get = hashGet;
  Hash.prototype.has = hashHas;
  Hash.prototype.set = hashSet;
  function ListCache(entries) {
    var index = -1, length = entries ? entries.length : 0;
    this.clear();
    while (++index < length) {
      var entry = entries[index];
      this.set(entry[0], entry[1]);
    }
  }
  function listCacheClear() {
    this.__data__ = [];
  }
  function listCacheDelete(key) {
    var data = this.__data__, index = assocIndexOf(data, key);
    if (index < 0) {
      return false;
    }
    var lastIndex = data.length - 1;
    if (index == lastIndex) {
      data.pop();
    } else {
      splice.call(data, index, 1);
    }
    return true;
  }
  function listCacheGet(key) {
    var data = this.__data__, index = assocIndexOf(data, key);
    return index < 0 ? void 0 : data[index][1];
  }
  function listCacheHas(key) {
    return assocIndexOf(this.__data__, key) > -1;
  }
  function listCacheSet(key, value) {
    var data = this.__data__, index = assocIndexOf(data, key);
    if (index < 0) {
      data.push([key, value]);
    } else {
      data[index][1] = value;
    }
    return this;
  }
  ListCache.prototype.clear = listCacheClear;
  ListCache.prototype["delete"] = listCacheDelete;
  ListCache.prototype.get = listCacheGet;
  ListCache.prototype.has = listCacheHas;
  ListCache.prototype.set = listCacheSet;
  function MapCache(entries) {
    var index = -1, length = entries ? entries.length : 0;
    this.clear();
    while (++index < length) {
      var entry = entries[index];
      this.set(entry[0], entry[1]);
    }
  }
  function mapCacheClear() {
    this.__data__ = {
      "hash": new Hash(),
      "map": new (Map2 || ListCache)(),
      "string": new Hash()
    };
  }
  function mapCacheDelete(key) {
    return getMapData(this, key)["delete"](key);
  }
  function mapCacheGet(key) {
    return getMapData(this, key).get(key);
  }
  function mapCacheHas(key) {
    return getMapData(this, key).has(key);
  }
  function mapCacheSet(key, value) {
    getMapData(this, key).set(key, value);
    return this;
  }
  MapCache.prototype.clear = mapCacheClear;
  MapCache.prototype["delete"] = mapCacheDelete;
  MapCache.prototype.get = mapCacheGet;
  MapCache.prototype.has = mapCacheHas;
  MapCache.prototype.set = mapCacheSet;
  function SetCache(values) {
    var index = -1, length = values ? values.length : 0;
    this.__data__ = new MapCache();
    while (++index < length) {
      this.add(values[index]);
    }
  }
  function setCacheAdd(value) {
    this.__data__.set(value, HASH_UNDEFINED);
    return this;
  }
  function setCacheHas(value) {
    return this.__data__.has(value);
  }
  SetCache.prototype.add = SetCache.prototype.push = setCacheAdd;
  SetCache.prototype.has = setCacheHas;
  function assocIndexOf(array, key) {
    var length = array.length;
    while (length--) {
      if (eq(array[length][0], key)) {
        return length;
      }
    }
    return -1;
  }
  function baseIsNative(value) {
    if (!isObject(value) || isMasked(value)) {
      return false;
    }
    var pattern = isFunction(value) || isHostObject(value) ? reIsNative : reIsHostCtor;
    return pattern.test(toSource(value));
  }
  function baseUniq(array, iteratee, comparator) {
    var index = -1, includes = arrayIncludes, length = array.length, isCommon = true, result = [], seen = result;
    if (comparator) {
      isCommon = false;
      includes = arrayIncludesWith;
    } else if (length >= LARGE_ARRAY_SIZE) {
      var set = createSet(array);
      if (set) {
        return setToArray(set);
      }
      isCommon = false;
      includes = cacheHas;
      seen = new SetCache();
    } else {
      seen = result;
    }
    outer:
      while (++index < length) {
        var value = array[index], computed = value;
        value = comparator || value !== 0 ? value : 0;
        if (isCommon && computed === computed) {
          var seenIndex = seen.length;
          while (seenIndex--) {
            if (seen[seenIndex] === computed) {
              continue outer;
            }
          }
          result.push(value);
        } else if (!includes(seen, computed, comparator)) {
          if (seen !== result) {
            seen.push(computed);
          }
          result.push(value);
        }
      }
    return result;
  }
  var createSet = !(Set2 && 1 / setToArray(new Set2([, -0]))[1] == INFINITY) ? noop : function(values) {
    return new Set2(values);
  };
  function getMapData(map, key) {
    var data = map.__data__;
    return isKeyable(key) ? data[typeof key == "string" ? "string" : "hash"] : data.map;
  }
  function getNative(object, key) {
    var value = getValue(object, key);
    return baseIsNative(value) ? value : void 0;
  }
  function isKeyable(value) {
    var type = typeof value;
    return type == "string" || type == "number" || type == "symbol" || type == "boolean" ? value !== "__proto__" : value === null;
  }
  function isMasked(func) {
    return !!maskSrcKey && maskSrcKey in func;
  }
  function toSource(func) {
    if (func != null) {
      try {
        return funcToString.call(func);
      } catch (e) {
      }
      try {
        return func + "";
      } catch (e) {
      }
    }
    return "";
  }
  function uniqWith(array, comparator) {
    return array && array.length ? baseUniq(array, void 0, comparator) : [];
  }
  function eq(value, other) {
    return value === other || value !== value && other !== other;
  }
  function isFunction(value) {
    var tag = isObject(value) ? objectToString.call(value) : "";
    return tag == funcTag || tag == genTag;
  }
  function isObject(value) {
    var type = typeof value;
    return !!value && (type == "object" || type == "function");
  }
  function noop() {
  }
  lodash_uniqwith = uniqWith;
  return lodash_uniqwith;
}
var lodash_sortby = { exports: {} };
lodash_sortby.exports;
var hasRequiredLodash_sortby;
function requireLodash_sortby() {
  if (hasRequiredLodash_sortby) return lodash_sortby.exports;
  hasRequiredLodash_sortby = 1;
  (function(module, exports) {
    var LARGE_ARRAY_SIZE = 200;
    var FUNC_ERROR_TEXT = "Expected a function";
    var HASH_UNDEFINED = "__lodash_hash_undefined__";
    var UNORDERED_COMPARE_FLAG = 1, PARTIAL_COMPARE_FLAG = 2;
    var MAX_SAFE_INTEGER = 9007199254740991;
    var argsTag = "[object Arguments]", arrayTag = "[object Array]", boolTag = "[object Boolean]", dateTag = "[object Date]", errorTag = "[object Error]", funcTag = "[object Function]", genTag = "[object GeneratorFunction]", mapTag = "[object Map]", numberTag = "[object Number]", objectTag = "[object Object]", promiseTag = "[object Promise]", regexpTag = "[object RegExp]", setTag = "[object Set]", stringTag = "[object String]", symbolTag = "[object Symbol]", weakMapTag = "[object WeakMap]";
    var arrayBufferTag = "[object ArrayBuffer]", dataViewTag = "[object DataView]", float32Tag = "[object Float32Array]", float64Tag = "[object Float64Array]", int8Tag = "[object Int8Array]", int16Tag = "[object Int16Array]", int32Tag = "[object Int32Array]", uint8Tag = "[object Uint8Array]", uint8ClampedTag = "[object Uint8ClampedArray]", uint16Tag = "[object Uint16Array]", uint32Tag = "[object Uint32Array]";
    var reIsDeepProp = /\.|\[(?:[^[\]]*|(["'])(?:(?!\1)[^\\]|\\.)*?\1)\]/, reIsPlainProp = /^\w*$/, reLeadingDot = /^\./, rePropName = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
    var reRegExpChar = /[\\^$.*+?()[\]{}|]/g;
    var reEscapeChar = /\\(\\)?/g;
    var reIsHostCtor = /^\[object .+?Constructor\]$/;
    var reIsUint = /^(?:0|[1-9]\d*)$/;
    var typedArrayTags = {};
    typedArrayTags[float32Tag] = typedArrayTags[float64Tag] = typedArrayTags[int8Tag] = typedArrayTags[int16Tag] = typedArrayTags[int32Tag] = typedArrayTags[uint8Tag] = typedArrayTags[uint8ClampedTag] = typedArrayTags[uint16Tag] = typedArrayTags[uint32Tag] = true;
    typedArrayTags[argsTag] = typedArrayTags[arrayTag] = typedArrayTags[arrayBufferTag] = typedArrayTags[boolTag] = typedArrayTags[dataViewTag] = typedArrayTags[dateTag] = typedArrayTags[errorTag] = typedArrayTags[funcTag] = typedArrayTags[mapTag] = typedArrayTags[numberTag] = typedArrayTags[objectTag] = typedArrayTags[regexpTag] = typedArrayTags[setTag] = typedArrayTags[stringTag] = typedArrayTags[weakMapTag] = false;
    var freeGlobal = typeof commonjsGlobal == "object" && commonjsGlobal && commonjsGlobal.Object === Object && commonjsGlobal;
    var freeSelf = typeof self == "object" && self && self.Object === Object && self;
    var root = freeGlobal || freeSelf || Function("return this")();
    var freeExports = exports && !exports.nodeType && exports;
    var freeModule = freeExports && true && module && !module.nodeType && module;
    var moduleExports = freeModule && freeModule.exports === freeExports;
    var freeProcess = moduleExports && freeGlobal.process;
    var nodeUtil = (function() {
      try {
        return freeProcess && freeProcess.binding("util");
      } catch (e) {
      }
    })();
    var nodeIsTypedArray = nodeUtil && nodeUtil.isTypedArray;
    function apply(func, thisArg, args) {
      switch (args.length) {
        case 0:
          return func.call(thisArg);
        case 1:
          return func.call(thisArg, args[0]);
        case 2:
          return func.call(thisArg, args[0], args[1]);
        case 3:
          return func.call(thisArg, args[0], args[1], args[2]);
      }
      return func.apply(thisArg, args);
    }
    function arrayMap(array, iteratee) {
      var index = -1, length = array ? array.length : 0, result = Array(length);
      while (++index < length) {
        result[index] = iteratee(array[index], index, array);
      }
      return result;
    }
    function arrayPush(array, values) {
      var index = -1, length = values.length, offset = array.length;
      while (++index < length) {
        array[offset + index] = values[index];
      }
      return array;
    }
    function arraySome(array, predicate) {
      var index = -1, length = array ? array.length : 0;
      while (++index < length) {
        if (predicate(array[index], index, array)) {
          return true;
        }
      }
      return false;
    }
    function baseProperty(key) {
      return function(object) {
        return object == null ? void 0 : object[key];
      };
    }
    function baseSortBy(array, comparer) {
      var length = array.length;
      array.sort(comparer);
      while (length--) {
        array[length] = array[length].value;
      }
      return array;
    }
    function baseTimes(n, iteratee) {
      var index = -1, result = Array(n);
      while (++index < n) {
        result[index] = iteratee(index);
      }
      return result;
    }
    function baseUnary(func) {
      return function(value) {
        return func(value);
      };
    }
    function getValue(object, key) {
      return object == null ? void 0 : object[key];
    }
    function isHostObject(value) {
      var result = false;
      if (value != null && typeof value.toString != "function") {
        try {
          result = !!(value + "");
        } catch (e) {
        }
      }
      return result;
    }
    function mapToArray(map) {
      var index = -1, result = Array(map.size);
      map.forEach(function(value, key) {
        result[++index] = [key, value];
      });
      return result;
    }
    function overArg(func, transform) {
      return function(arg) {
        return func(transform(arg));
      };
    }
    function setToArray(set) {
      var index = -1, result = Array(set.size);
      set.forEach(function(value) {
        result[++index] = value;
      });
      return result;
    }
    var arrayProto = Array.prototype, funcProto = Function.prototype, objectProto = Object.prototype;
    var coreJsData = root["__core-js_shared__"];
    var maskSrcKey = (function() {
      var uid = /[^.]+$/.exec(coreJsData && coreJsData.keys && coreJsData.keys.IE_PROTO || "");
      return uid ? "Symbol(src)_1." + uid : "";
    })();
    var funcToString = funcProto.toString;
    var hasOwnProperty = objectProto.hasOwnProperty;
    var objectToString = objectProto.toString;
    var reIsNative = RegExp(
      "^" + funcToString.call(hasOwnProperty).replace(reRegExpChar, "\\$&").replace(/hasOwnProperty|(function).*?(?=\\\()| for .+?(?=\\\])/g, "$1.*?") + "$"
    );
    var Symbol = root.Symbol, Uint8Array2 = root.Uint8Array, propertyIsEnumerable = objectProto.propertyIsEnumerable, splice = arrayProto.splice, spreadableSymbol = Symbol ? Symbol.isConcatSpreadable : void 0;
    var nativeKeys = overArg(Object.keys, Object), nativeMax = Math.max;
    var DataView = getNative(root, "DataView"), Map2 = getNative(root, "Map"), Promise2 = getNative(root, "Promise"), Set2 = getNative(root, "Set"), WeakMap2 = getNative(root, "WeakMap"), nativeCreate = getNative(Object, "create");
    var dataViewCtorString = toSource(DataView), mapCtorString = toSource(Map2), promiseCtorString = toSource(Promise2), setCtorString = toSource(Set2), weakMapCtorString = toSource(WeakMap2);
    var symbolProto = Symbol ? Symbol.prototype : void 0, symbolValueOf = symbolProto ? symbolProto.valueOf : void 0, symbolToString = symbolProto ? symbolProto.toString : void 0;
    function Hash(entries) {
      var index = -1, length = entries ? entries.length : 0;
      this.clear();
      while (++index < length) {
        var entry = entries[index];
        this.set(entry[0], entry[1]);
      }
    }
    function hashClear() {
      this.__data__ = nativeCreate ? nativeCreate(null) : {};
    }
    function hashDelete(key) {
      return this.has(key) && delete this.__data__[key];
    }
    function hashGet(key) {
      var data = this.__data__;
      if (nativeCreate) {
        var result = data[key];
        return result === HASH_UNDEFINED ? void 0 : result;
      }
      return hasOwnProperty.call(data, key) ? data[key] : void 0;
    }
    function hashHas(key) {
      var data = this.__data__;
      return nativeCreate ? data[key] !== void 0 : hasOwnProperty.call(data, key);
    }
    function hashSet(key, value) {
      var data = this.__data__;
      data[key] = nativeCreate && value === void 0 ? HASH_UNDEFINED : value;
      return this;
    }
    Hash.prototype.clear = hashClear;
    Hash.prototype["delete"] = hashDelete;
    Hash.prototype.get = hashGet;
    Hash.prototype.has = hashHas;
    Hash.prototype.set = hashSet;
    function ListCache(entries) {
      var index = -1, length = entries ? entries.length : 0;
      this.clear();
      while (++index < length) {
        var entry = entries[index];
        this.set(entry[0], entry[1]);
      }
    }
    function listCacheClear() {
      this.__data__ = [];
    }
    function listCacheDelete(key) {
      var data = this.__data__, index = assocIndexOf(data, key);
      if (index < 0) {
        return false;
      }
      var lastIndex = data.length - 1;
      if (index == lastIndex) {
        data.pop();
      } else {
        splice.call(data, index, 1);
      }
      return true;
    }
    function listCacheGet(key) {
      var data = this.__data__, index = assocIndexOf(data, key);
      return index < 0 ? void 0 : data[index][1];
    }
    function listCacheHas(key) {
      return assocIndexOf(this.__data__, key) > -1;
    }
    function listCacheSet(key, value) {
      var data = this.__data__, index = assocIndexOf(data, key);
      if (index < 0) {
        data.push([key, value]);
      } else {
        data[index][1] = value;
      }
      return this;
    }
    ListCache.prototype.clear = listCacheClear;
    ListCache.prototype["delete"] = listCacheDelete;
    ListCache.prototype.get = listCacheGet;
    ListCache.prototype.has = listCacheHas;
    ListCache.prototype.set = listCacheSet;
    function MapCache(entries) {
      var index = -1, length = entries ? entries.length : 0;
      this.clear();
      while (++index < length) {
        var entry = entries[index];
        this.set(entry[0], entry[1]);
      }
    }
    function mapCacheClear() {
      this.__data__ = {
        "hash": new Hash(),
        "map": new (Map2 || ListCache)(),
        "string": new Hash()
      };
    }
    function mapCacheDelete(key) {
      return getMapData(this, key)["delete"](key);
    }
    function mapCacheGet(key) {
      return getMapData(this, key).get(key);
    }
    function mapCacheHas(key) {
      return getMapData(this, key).has(key);
    }
    function mapCacheSet(key, value) {
      getMapData(this, key).set(key, value);
      return this;
    }
    MapCache.prototype.clear = mapCacheClear;
    MapCache.prototype["delete"] = mapCacheDelete;
    MapCache.prototype.get = mapCacheGet;
    MapCache.prototype.has = mapCacheHas;
    MapCache.prototype.set = mapCacheSet;
    function SetCache(values) {
      var index = -1, length = values ? values.length : 0;
      this.__data__ = new MapCache();
      while (++index < length) {
        this.add(values[index]);
      }
    }
    function setCacheAdd(value) {
      this.__data__.set(value, HASH_UNDEFINED);
      return this;
    }
    function setCacheHas(value) {
      return this.__data__.has(value);
    }
    SetCache.prototype.add = SetCache.prototype.push = setCacheAdd;
    SetCache.prototype.has = setCacheHas;
    function Stack(entries) {
      this.__data__ = new ListCache(entries);
    }
    function stackClear() {
      this.__data__ = new ListCache();
    }
    function stackDelete(key) {
      return this.__data__["delete"](key);
    }
    function stackGet(key) {
      return this.__data__.get(key);
    }
    function stackHas(key) {
      return this.__data__.has(key);
    }
    function stackSet(key, value) {
      var cache = this.__data__;
      if (cache instanceof ListCache) {
        var pairs = cache.__data__;
        if (!Map2 || pairs.length < LARGE_ARRAY_SIZE - 1) {
          pairs.push([key, value]);
          return this;
        }
        cache = this.__data__ = new MapCache(pairs);
      }
      cache.set(key, value);
      return this;
    }
    Stack.prototype.clear = stackClear;
    Stack.prototype["delete"] = stackDelete;
    Stack.prototype.get = stackGet;
    Stack.prototype.has = stackHas;
    Stack.prototype.set = stackSet;
    function arrayLikeKeys(value, inherited) {
      var result = isArray(value) || isArguments(value) ? baseTimes(value.length, String) : [];
      var length = result.length, skipIndexes = !!length;
      for (var key in value) {
        if (hasOwnProperty.call(value, key) && !(skipIndexes && (key == "length" || isIndex(key, length)))) {
          result.push(key);
        }
      }
      return result;
    }
    function assocIndexOf(array, key) {
      var length = array.length;
      while (length--) {
        if (eq(array[length][0], key)) {
          return length;
        }
      }
      return -1;
    }
    var baseEach = createBaseEach(baseForOwn);
    function baseFlatten(array, depth, predicate, isStrict, result) {
      var index = -1, length = array.length;
      predicate || (predicate = isFlattenable);
      result || (result = []);
      while (++index < length) {
        var value = array[index];
        if (predicate(value)) {
          {
            arrayPush(result, value);
          }
        } else {
          result[result.length] = value;
        }
      }
      return result;
    }
    var baseFor = createBaseFor();
    function baseForOwn(object, iteratee) {
      return object && baseFor(object, iteratee, keys);
    }
    function baseGet(object, path2) {
      path2 = isKey(path2, object) ? [path2] : castPath(path2);
      var index = 0, length = path2.length;
      while (object != null && index < length) {
        object = object[toKey(path2[index++])];
      }
      return index && index == length ? object : void 0;
    }
    function baseGetTag(value) {
      return objectToString.call(value);
    }
    function baseHasIn(object, key) {
      return object != null && key in Object(object);
    }
    function baseIsEqual(value, other, customizer, bitmask, stack) {
      if (value === other) {
        return true;
      }
      if (value == null || other == null || !isObject(value) && !isObjectLike(other)) {
        return value !== value && other !== other;
      }
      return baseIsEqualDeep(value, other, baseIsEqual, customizer, bitmask, stack);
    }
    function baseIsEqualDeep(object, other, equalFunc, customizer, bitmask, stack) {
      var objIsArr = isArray(object), othIsArr = isArray(other), objTag = arrayTag, othTag = arrayTag;
      if (!objIsArr) {
        objTag = getTag(object);
        objTag = objTag == argsTag ? objectTag : objTag;
      }
      if (!othIsArr) {
        othTag = getTag(other);
        othTag = othTag == argsTag ? objectTag : othTag;
      }
      var objIsObj = objTag == objectTag && !isHostObject(object), othIsObj = othTag == objectTag && !isHostObject(other), isSameTag = objTag == othTag;
      if (isSameTag && !objIsObj) {
        stack || (stack = new Stack());
        return objIsArr || isTypedArray(object) ? equalArrays(object, other, equalFunc, customizer, bitmask, stack) : equalByTag(object, other, objTag, equalFunc, customizer, bitmask, stack);
      }
      if (!(bitmask & PARTIAL_COMPARE_FLAG)) {
        var objIsWrapped = objIsObj && hasOwnProperty.call(object, "__wrapped__"), othIsWrapped = othIsObj && hasOwnProperty.call(other, "__wrapped__");
        if (objIsWrapped || othIsWrapped) {
          var objUnwrapped = objIsWrapped ? object.value() : object, othUnwrapped = othIsWrapped ? other.value() : other;
          stack || (stack = new Stack());
          return equalFunc(objUnwrapped, othUnwrapped, customizer, bitmask, stack);
        }
      }
      if (!isSameTag) {
        return false;
      }
      stack || (stack = new Stack());
      return equalObjects(object, other, equalFunc, customizer, bitmask, stack);
    }
    function baseIsMatch(object, source, matchData, customizer) {
      var index = matchData.length, length = index;
      if (object == null) {
        return !length;
      }
      object = Object(object);
      while (index--) {
        var data = matchData[index];
        if (data[2] ? data[1] !== object[data[0]] : !(data[0] in object)) {
          return false;
        }
      }
      while (++index < length) {
        data = matchData[index];
        var key = data[0], objValue = object[key], srcValue = data[1];
        if (data[2]) {
          if (objValue === void 0 && !(key in object)) {
            return false;
          }
        } else {
          var stack = new Stack();
          var result;
          if (!(result === void 0 ? baseIsEqual(srcValue, objValue, customizer, UNORDERED_COMPARE_FLAG | PARTIAL_COMPARE_FLAG, stack) : result)) {
            return false;
          }
        }
      }
      return true;
    }
    function baseIsNative(value) {
      if (!isObject(value) || isMasked(value)) {
        return false;
      }
      var pattern = isFunction(value) || isHostObject(value) ? reIsNative : reIsHostCtor;
      return pattern.test(toSource(value));
    }
    function baseIsTypedArray(value) {
      return isObjectLike(value) && isLength(value.length) && !!typedArrayTags[objectToString.call(value)];
    }
    function baseIteratee(value) {
      if (typeof value == "function") {
        return value;
      }
      if (value == null) {
        return identity;
      }
      if (typeof value == "object") {
        return isArray(value) ? baseMatchesProperty(value[0], value[1]) : baseMatches(value);
      }
      return property(value);
    }
    function baseKeys(object) {
      if (!isPrototype(object)) {
        return nativeKeys(object);
      }
      var result = [];
      for (var key in Object(object)) {
        if (hasOwnProperty.call(object, key) && key != "constructor") {
          result.push(key);
        }
      }
      return result;
    }
    function baseMap(collection, iteratee) {
      var index = -1, result = isArrayLike(collection) ? Array(collection.length) : [];
      baseEach(collection, function(value, key, collection2) {
        result[++index] = iteratee(value, key, collection2);
      });
      return result;
    }
    function baseMatches(source) {
      var matchData = getMatchData(source);
      if (matchData.length == 1 && matchData[0][2]) {
        return matchesStrictComparable(matchData[0][0], matchData[0][1]);
      }
      return function(object) {
        return object === source || baseIsMatch(object, source, matchData);
      };
    }
    function baseMatchesProperty(path2, srcValue) {
      if (isKey(path2) && isStrictComparable(srcValue)) {
        return matchesStrictComparable(toKey(path2), srcValue);
      }
      return function(object) {
        var objValue = get(object, path2);
        return objValue === void 0 && objValue === srcValue ? hasIn(object, path2) : baseIsEqual(srcValue, objValue, void 0, UNORDERED_COMPARE_FLAG | PARTIAL_COMPARE_FLAG);
      };
    }
    function baseOrderBy(collection, iteratees, orders) {
      var index = -1;
      iteratees = arrayMap(iteratees.length ? iteratees : [identity], baseUnary(baseIteratee));
      var result = baseMap(collection, function(value, key, collection2) {
        var criteria = arrayMap(iteratees, function(iteratee) {
          return iteratee(value);
        });
        return { "criteria": criteria, "index": ++index, "value": value };
      });
      return baseSortBy(result, function(object, other) {
        return compareMultiple(object, other, orders);
      });
    }
    function basePropertyDeep(path2) {
      return function(object) {
        return baseGet(object, path2);
      };
    }
    function baseRest(func, start) {
      start = nativeMax(start === void 0 ? func.length - 1 : start, 0);
      return function() {
        var args = arguments, index = -1, length = nativeMax(args.length - start, 0), array = Array(length);
        while (++index < length) {
          array[index] = args[start + index];
        }
        index = -1;
        var otherArgs = Array(start + 1);
        while (++index < start) {
          otherArgs[index] = args[index];
        }
        otherArgs[start] = array;
        return apply(func, this, otherArgs);
      };
    }
    function baseToString(value) {
      if (typeof value == "string") {
        return value;
      }
      if (isSymbol(value)) {
        return symbolToString ? symbolToString.call(value) : "";
      }
      var result = value + "";
      return result == "0" && 1 / value == -Infinity ? "-0" : result;
    }
    function castPath(value) {
      return isArray(value) ? value : stringToPath(value);
    }
    function compareAscending(value, other) {
      if (value !== other) {
        var valIsDefined = value !== void 0, valIsNull = value === null, valIsReflexive = value === value, valIsSymbol = isSymbol(value);
        var othIsDefined = other !== void 0, othIsNull = other === null, othIsReflexive = other === other, othIsSymbol = isSymbol(other);
        if (!othIsNull && !othIsSymbol && !valIsSymbol && value > other || valIsSymbol && othIsDefined && othIsReflexive && !othIsNull && !othIsSymbol || valIsNull && othIsDefined && othIsReflexive || !valIsDefined && othIsReflexive || !valIsReflexive) {
          return 1;
        }
        if (!valIsNull && !valIsSymbol && !othIsSymbol && value < other || othIsSymbol && valIsDefined && valIsReflexive && !valIsNull && !valIsSymbol || othIsNull && valIsDefined && valIsReflexive || !othIsDefined && valIsReflexive || !othIsReflexive) {
          return -1;
        }
      }
      return 0;
    }
    function compareMultiple(object, other, orders) {
      var index = -1, objCriteria = object.criteria, othCriteria = other.criteria, length = objCriteria.length, ordersLength = orders.length;
      while (++index < length) {
        var result = compareAscending(objCriteria[index], othCriteria[index]);
        if (result) {
          if (index >= ordersLength) {
            return result;
          }
          var order = orders[index];
          return result * (order == "desc" ? -1 : 1);
        }
      }
      return object.index - other.index;
    }
    function createBaseEach(eachFunc, fromRight) {
      return function(collection, iteratee) {
        if (collection == null) {
          return collection;
        }
        if (!isArrayLike(collection)) {
          return eachFunc(collection, iteratee);
        }
        var length = collection.length, index = -1, iterable = Object(collection);
        while (++index < length) {
          if (iteratee(iterable[index], index, iterable) === false) {
            break;
          }
        }
        return collection;
      };
    }
    function createBaseFor(fromRight) {
      return function(object, iteratee, keysFunc) {
        var index = -1, iterable = Object(object), props = keysFunc(object), length = props.length;
        while (length--) {
          var key = props[++index];
          if (iteratee(iterable[key], key, iterable) === false) {
            break;
          }
        }
        return object;
      };
    }
    function equalArrays(array, other, equalFunc, customizer, bitmask, stack) {
      var isPartial = bitmask & PARTIAL_COMPARE_FLAG, arrLength = array.length, othLength = other.length;
      if (arrLength != othLength && !(isPartial && othLength > arrLength)) {
        return false;
      }
      var stacked = stack.get(array);
      if (stacked && stack.get(other)) {
        return stacked == other;
      }
      var index = -1, result = true, seen = bitmask & UNORDERED_COMPARE_FLAG ? new SetCache() : void 0;
      stack.set(array, other);
      stack.set(other, array);
      while (++index < arrLength) {
        var arrValue = array[index], othValue = other[index];
        if (customizer) {
          var compared = isPartial ? customizer(othValue, arrValue, index, other, array, stack) : customizer(arrValue, othValue, index, array, other, stack);
        }
        if (compared !== void 0) {
          if (compared) {
            continue;
          }
          result = false;
          break;
        }
        if (seen) {
          if (!arraySome(other, function(othValue2, othIndex) {
            if (!seen.has(othIndex) && (arrValue === othValue2 || equalFunc(arrValue, othValue2, customizer, bitmask, stack))) {
              return seen.add(othIndex);
            }
          })) {
            result = false;
            break;
          }
        } else if (!(arrValue === othValue || equalFunc(arrValue, othValue, customizer, bitmask, stack))) {
          result = false;
          break;
        }
      }
      stack["delete"](array);
      stack["delete"](other);
      return result;
    }
    function equalByTag(object, other, tag, equalFunc, customizer, bitmask, stack) {
      switch (tag) {
        case dataViewTag:
          if (object.byteLength != other.byteLength || object.byteOffset != other.byteOffset) {
            return false;
          }
          object = object.buffer;
          other = other.buffer;
        case arrayBufferTag:
          if (object.byteLength != other.byteLength || !equalFunc(new Uint8Array2(object), new Uint8Array2(other))) {
            return false;
          }
          return true;
        case boolTag:
        case dateTag:
        case numberTag:
          return eq(+object, +other);
        case errorTag:
          return object.name == other.name && object.message == other.message;
        case regexpTag:
        case stringTag:
          return object == other + "";
        case mapTag:
          var convert = mapToArray;
        case setTag:
          var isPartial = bitmask & PARTIAL_COMPARE_FLAG;
          convert || (convert = setToArray);
          if (object.size != other.size && !isPartial) {
            return false;
          }
          var stacked = stack.get(object);
          if (stacked) {
            return stacked == other;
          }
          bitmask |= UNORDERED_COMPARE_FLAG;
          stack.set(object, other);
          var result = equalArrays(convert(object), convert(other), equalFunc, customizer, bitmask, stack);
          stack["delete"](object);
          return result;
        case symbolTag:
          if (symbolValueOf) {
            return symbolValueOf.call(object) == symbolValueOf.call(other);
          }
      }
      return false;
    }
    function equalObjects(object, other, equalFunc, customizer, bitmask, stack) {
      var isPartial = bitmask & PARTIAL_COMPARE_FLAG, objProps = keys(object), objLength = objProps.length, othProps = keys(other), othLength = othProps.length;
      if (objLength != othLength && !isPartial) {
        return false;
      }
      var index = objLength;
      while (index--) {
        var key = objProps[index];
        if (!(isPartial ? key in other : hasOwnProperty.call(other, key))) {
          return false;
        }
      }
      var stacked = stack.get(object);
      if (stacked && stack.get(other)) {
        return stacked == other;
      }
      var result = true;
      stack.set(object, other);
      stack.set(other, object);
      var skipCtor = isPartial;
      while (++index < objLength) {
        key = objProps[index];
        var objValue = object[key], othValue = other[key];
        if (customizer) {
          var compared = isPartial ? customizer(othValue, objValue, key, other, object, stack) : customizer(objValue, othValue, key, object, other, stack);
        }
        if (!(compared === void 0 ? objValue === othValue || equalFunc(objValue, othValue, customizer, bitmask, stack) : compared)) {
          result = false;
          break;
        }
        skipCtor || (skipCtor = key == "constructor");
      }
      if (result && !skipCtor) {
        var objCtor = object.constructor, othCtor = other.constructor;
        if (objCtor != othCtor && ("constructor" in object && "constructor" in other) && !(typeof objCtor == "function" && objCtor instanceof objCtor && typeof othCtor == "function" && othCtor instanceof othCtor)) {
          result = false;
        }
      }
      stack["delete"](object);
      stack["delete"](other);
      return result;
    }
    function getMapData(map, key) {
      var data = map.__data__;
      return isKeyable(key) ? data[typeof key == "string" ? "string" : "hash"] : data.map;
    }
    function getMatchData(object) {
      var result = keys(object), length = result.length;
      while (length--) {
        var key = result[length], value = object[key];
        result[length] = [key, value, isStrictComparable(value)];
      }
      return result;
    }
    function getNative(object, key) {
      var value = getValue(object, key);
      return baseIsNative(value) ? value : void 0;
    }
    var getTag = baseGetTag;
    if (DataView && getTag(new DataView(new ArrayBuffer(1))) != dataViewTag || Map2 && getTag(new Map2()) != mapTag || Promise2 && getTag(Promise2.resolve()) != promiseTag || Set2 && getTag(new Set2()) != setTag || WeakMap2 && getTag(new WeakMap2()) != weakMapTag) {
      getTag = function(value) {
        var result = objectToString.call(value), Ctor = result == objectTag ? value.constructor : void 0, ctorString = Ctor ? toSource(Ctor) : void 0;
        if (ctorString) {
          switch (ctorString) {
            case dataViewCtorString:
              return dataViewTag;
            case mapCtorString:
              return mapTag;
            case promiseCtorString:
              return promiseTag;
            case setCtorString:
              return setTag;
            case weakMapCtorString:
              return weakMapTag;
          }
        }
        return result;
      };
    }
    function hasPath(object, path2, hasFunc) {
      path2 = isKey(path2, object) ? [path2] : castPath(path2);
      var result, index = -1, length = path2.length;
      while (++index < length) {
        var key = toKey(path2[index]);
        if (!(result = object != null && hasFunc(object, key))) {
          break;
        }
        object = object[key];
      }
      if (result) {
        return result;
      }
      var length = object ? object.length : 0;
      return !!length && isLength(length) && isIndex(key, length) && (isArray(object) || isArguments(object));
    }
    function isFlattenable(value) {
      return isArray(value) || isArguments(value) || !!(spreadableSymbol && value && value[spreadableSymbol]);
    }
    function isIndex(value, length) {
      length = length == null ? MAX_SAFE_INTEGER : length;
      return !!length && (typeof value == "number" || reIsUint.test(value)) && (value > -1 && value % 1 == 0 && value < length);
    }
    function isIterateeCall(value, index, object) {
      if (!isObject(object)) {
        return false;
      }
      var type = typeof index;
      if (type == "number" ? isArrayLike(object) && isIndex(index, object.length) : type == "string" && index in object) {
        return eq(object[index], value);
      }
      return false;
    }
    function isKey(value, object) {
      if (isArray(value)) {
        return false;
      }
      var type = typeof value;
      if (type == "number" || type == "symbol" || type == "boolean" || value == null || isSymbol(value)) {
        return true;
      }
      return reIsPlainProp.test(value) || !reIsDeepProp.test(value) || object != null && value in Object(object);
    }
    function isKeyable(value) {
      var type = typeof value;
      return type == "string" || type == "number" || type == "symbol" || type == "boolean" ? value !== "__proto__" : value === null;
    }
    function isMasked(func) {
      return !!maskSrcKey && maskSrcKey in func;
    }
    function isPrototype(value) {
      var Ctor = value && value.constructor, proto = typeof Ctor == "function" && Ctor.prototype || objectProto;
      return value === proto;
    }
    function isStrictComparable(value) {
      return value === value && !isObject(value);
    }
    function matchesStrictComparable(key, srcValue) {
      return function(object) {
        if (object == null) {
          return false;
        }
        return object[key] === srcValue && (srcValue !== void 0 || key in Object(object));
      };
    }
    var stringToPath = memoize(function(string) {
      string = toString(string);
      var result = [];
      if (reLeadingDot.test(string)) {
        result.push("");
      }
      string.replace(rePropName, function(match, number, quote, string2) {
        result.push(quote ? string2.replace(reEscapeChar, "$1") : number || match);
      });
      return result;
    });
    function toKey(value) {
      if (typeof value == "string" || isSymbol(value)) {
        return value;
      }
      var result = value + "";
      return result == "0" && 1 / value == -Infinity ? "-0" : result;
    }
    function toSource(func) {
      if (func != null) {
        try {
          return funcToString.call(func);
        } catch (e) {
        }
        try {
          return func + "";
        } catch (e) {
        }
      }
      return "";
    }
    var sortBy = baseRest(function(collection, iteratees) {
      if (collection == null) {
        return [];
      }
      var length = iteratees.length;
      if (length > 1 && isIterateeCall(collection, iteratees[0], iteratees[1])) {
        iteratees = [];
      } else if (length > 2 && isIterateeCall(iteratees[0], iteratees[1], iteratees[2])) {
        iteratees = [iteratees[0]];
      }
      return baseOrderBy(collection, baseFlatten(iteratees), []);
    });
    function memoize(func, resolver) {
      if (typeof func != "function" || resolver && typeof resolver != "function") {
        throw new TypeError(FUNC_ERROR_TEXT);
      }
      var memoized = function() {
        var args = arguments, key = resolver ? resolver.apply(this, args) : args[0], cache = memoized.cache;
        if (cache.has(key)) {
          return cache.get(key);
        }
        var result = func.apply(this, args);
        memoized.cache = cache.set(key, result);
        return result;
      };
      memoized.cache = new (memoize.Cache || MapCache)();
      return memoized;
    }
    memoize.Cache = MapCache;
    function eq(value, other) {
      return value === other || value !== value && other !== other;
    }
    function isArguments(value) {
      return isArrayLikeObject(value) && hasOwnProperty.call(value, "callee") && (!propertyIsEnumerable.call(value, "callee") || objectToString.call(value) == argsTag);
    }
    var isArray = Array.isArray;
    function isArrayLike(value) {
      return value != null && isLength(value.length) && !isFunction(value);
    }
    function isArrayLikeObject(value) {
      return isObjectLike(value) && isArrayLike(value);
    }
    function isFunction(value) {
      var tag = isObject(value) ? objectToString.call(value) : "";
      return tag == funcTag || tag == genTag;
    }
    function isLength(value) {
      return typeof value == "number" && value > -1 && value % 1 == 0 && value <= MAX_SAFE_INTEGER;
    }
    function isObject(value) {
      var type = typeof value;
      return !!value && (type == "object" || type == "function");
    }
    function isObjectLike(value) {
      return !!value && typeof value == "object";
    }
    function isSymbol(value) {
      return typeof value == "symbol" || isObjectLike(value) && objectToString.call(value) == symbolTag;
    }
    var isTypedArray = nodeIsTypedArray ? baseUnary(nodeIsTypedArray) : baseIsTypedArray;
    function toString(value) {
      return value == null ? "" : baseToString(value);
    }
    function get(object, path2, defaultValue) {
      var result = object == null ? void 0 : baseGet(object, path2);
      return result === void 0 ? defaultValue : result;
    }
    function hasIn(object, path2) {
      return object != null && hasPath(object, path2, baseHasIn);
    }
    function keys(object) {
      return isArrayLike(object) ? arrayLikeKeys(object) : baseKeys(object);
    }
    function identity(value) {
      return value;
    }
    function property(path2) {
      return isKey(path2) ? baseProperty(toKey(path2)) : basePropertyDeep(path2);
    }
    module.exports = sortBy;
  })(lodash_sortby, lodash_sortby.exports);
  return lodash_sortby.exports;
}
var escapeStringRegexp;
var hasRequiredEscapeStringRegexp;
function requireEscapeStringRegexp() {
  if (hasRequiredEscapeStringRegexp) return escapeStringRegexp;
  hasRequiredEscapeStringRegexp = 1;
  escapeStringRegexp = (string) => {
    if (typeof string !== "string") {
      throw new TypeError("Expected a string");
    }
    return string.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d");
  };
  return escapeStringRegexp;
}
var regexpParse = {};
var hasRequiredRegexpParse;
function requireRegexpParse() {
  if (hasRequiredRegexpParse) return regexpParse;
  hasRequiredRegexpParse = 1;
  Object.defineProperty(regexpParse, "__esModule", { value: true });
  regexpParse.isRegExpString = regexpParse.parseRegExpString = void 0;
  var REGEXP_LITERAL_PATTERN = /^\/(.+)\/([guimysd]*)$/;
  var parseRegExpString = function(str) {
    var result = str.match(REGEXP_LITERAL_PATTERN);
    if (!result) {
      return null;
    }
    return {
      source: result[1],
      flagString: result[2]
    };
  };
  regexpParse.parseRegExpString = parseRegExpString;
  var isRegExpString = function(str) {
    return REGEXP_LITERAL_PATTERN.test(str);
  };
  regexpParse.isRegExpString = isRegExpString;
  return regexpParse;
}
var hasRequiredRegexpStringMatcher;
function requireRegexpStringMatcher() {
  if (hasRequiredRegexpStringMatcher) return regexpStringMatcher;
  hasRequiredRegexpStringMatcher = 1;
  (function(exports) {
    var __importDefault = regexpStringMatcher && regexpStringMatcher.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.matchPatterns = exports.createRegExp = void 0;
    var lodash_uniq_1 = __importDefault(requireLodash_uniq());
    var lodash_uniqwith_1 = __importDefault(requireLodash_uniqwith());
    var lodash_sortby_1 = __importDefault(requireLodash_sortby());
    var escape_string_regexp_1 = __importDefault(requireEscapeStringRegexp());
    var regexp_parse_1 = requireRegexpParse();
    var DEFAULT_FLAGS = "ug";
    var defaultFlags = function(flagsString) {
      if (flagsString.length === 0) {
        return DEFAULT_FLAGS;
      }
      return (0, lodash_uniq_1.default)((flagsString + DEFAULT_FLAGS).split("")).join("");
    };
    var createRegExp = function(patternString, defaultFlag) {
      if (defaultFlag === void 0) {
        defaultFlag = DEFAULT_FLAGS;
      }
      if (patternString.length === 0) {
        throw new Error("Empty string can not handled");
      }
      if ((0, regexp_parse_1.isRegExpString)(patternString)) {
        var regExpStructure = (0, regexp_parse_1.parseRegExpString)(patternString);
        if (regExpStructure) {
          return new RegExp(regExpStructure.source, defaultFlags(regExpStructure.flagString));
        }
        throw new Error('"'.concat(patternString, '" can not parse as RegExp.'));
      } else {
        return new RegExp((0, escape_string_regexp_1.default)(patternString), defaultFlag);
      }
    };
    exports.createRegExp = createRegExp;
    var isEqualMatchPatternResult = function(a, b) {
      return a.startIndex === b.startIndex && a.endIndex === b.endIndex && a.match === b.match;
    };
    var matchPatterns = function(text, regExpLikeStrings) {
      var matchPatternResults = [];
      regExpLikeStrings.map(function(patternString) {
        return (0, exports.createRegExp)(patternString);
      }).forEach(function(regExp) {
        var results = text.matchAll(regExp);
        Array.from(results).forEach(function(result) {
          if (result.index === void 0) {
            return;
          }
          var match = result[0];
          var index = result.index;
          matchPatternResults.push({
            match,
            captures: result.slice(1),
            startIndex: index,
            endIndex: index + match.length
          });
        });
      });
      var uniqResults = (0, lodash_uniqwith_1.default)(matchPatternResults, isEqualMatchPatternResult);
      return (0, lodash_sortby_1.default)(uniqResults, ["startIndex", "endIndex"]);
    };
    exports.matchPatterns = matchPatterns;
  })(regexpStringMatcher);
  return regexpStringMatcher;
}
var regexpStringMatcherExports = requireRegexpStringMatcher();
var BUILTIN_IGNORED = {
  AWSAccountID: ["AKIAIOSFODNN7EXAMPLE"],
  AWSSecretAccessKey: ["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]
};
var messages$r = {
  AWSAccountID: {
    en: (props) => `found AWS Account ID: ${props.ID}`,
    ja: (props) => `AWS Account ID: ${props.ID} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  AWSSecretAccessKey: {
    en: (props) => `found AWS Secret Access Key: ${props.KEY}`,
    ja: (props) => `AWS Secret Access Key: ${props.KEY} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  AWSAccessKeyID: {
    en: (props) => `found AWS Access Key ID: ${props.ID}`,
    ja: (props) => `AWS Access Key Id: ${props.ID} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var reportAWSAccessKey = ({ t, source, context, options }) => {
  const AWSAccessKeyIDPattern = /\b(A3T[A-Z0-9]|AKIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ASIA)[A-Z0-9]{16}\b/g;
  const results = source.content.matchAll(AWSAccessKeyIDPattern);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    const range = [index, index + match.length];
    if (BUILTIN_IGNORED.AWSAccountID.includes(match)) {
      continue;
    }
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("AWSAccessKeyID", {
        ID: match
      }),
      range
    });
  }
};
var reportAWSSecretAccessKey = ({ t, source, context, options }) => {
  const AWS = "(?:AWS|aws|Aws)?_?";
  const QUOTE = `["']?`;
  const CONNECT = "\\s*(?::|=>|=)\\s*";
  const AWSSecretPatten = new RegExp(String.raw`${QUOTE}${AWS}(?:SECRET|secret|Secret)_?(?:ACCESS|access|Access)_?(?:KEY|key|Key)${QUOTE}${CONNECT}${QUOTE}([A-Za-z0-9/\+=]{40})${QUOTE}\b`, "g");
  const results = source.content.matchAll(AWSSecretPatten);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[1] || "";
    const range = [index, index + match.length];
    if (BUILTIN_IGNORED.AWSSecretAccessKey.includes(match)) {
      continue;
    }
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("AWSSecretAccessKey", {
        KEY: match
      }),
      range
    });
  }
};
var reportAWSAccountID = ({ t, source, context, options }) => {
  const AWS = "(AWS|aws|Aws)?_?";
  const QUOTE = `("|')?`;
  const CONNECT = "\\s*(:|=>|=)\\s*";
  const AWSSecretPatten = new RegExp(String.raw`${QUOTE}${AWS}(ACCOUNT|account|Account)_?(ID|id|Id)?${QUOTE}${CONNECT}${QUOTE}[0-9]{4}\-?[0-9]{4}\-?[0-9]{4}${QUOTE}\b`, "g");
  const results = source.content.matchAll(AWSSecretPatten);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("AWSAccountID", {
        ID: match
      }),
      range
    });
  }
};
var creator$s = {
  messages: messages$r,
  meta: {
    id: "@secretlint/secretlint-rule-aws",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-aws/README.md"
    }
  },
  create(context, options) {
    const normalizedOptions = {
      allows: options.allows || [],
      enableIDScanRule: options.enableIDScanRule ?? false
    };
    const t = context.createTranslator(messages$r);
    return {
      file(source) {
        if (normalizedOptions.enableIDScanRule) {
          reportAWSAccessKey({ t, source, context, options: normalizedOptions });
          reportAWSAccountID({ t, source, context, options: normalizedOptions });
        }
        reportAWSSecretAccessKey({ t, source, context, options: normalizedOptions });
      }
    };
  }
};
var TAG_INTEGER = 2;
var TAG_OCTET_STRING = 4;
var TAG_NULL = 5;
var TAG_OID = 6;
var TAG_SEQUENCE = 48;
var TAG_CONTEXT_0 = 160;
function readTlv(buf, offset) {
  if (offset + 2 > buf.length) {
    throw new Error("PKCS12: truncated TLV header");
  }
  const tag = buf[offset];
  const lenByte = buf[offset + 1];
  let length;
  let contentStart;
  if (lenByte < 128) {
    length = lenByte;
    contentStart = offset + 2;
  } else {
    const lenBytes = lenByte & 127;
    if (lenBytes === 0 || lenBytes > 4) {
      throw new Error("PKCS12: unsupported ASN.1 length encoding");
    }
    if (offset + 2 + lenBytes > buf.length) {
      throw new Error("PKCS12: truncated ASN.1 length");
    }
    length = 0;
    for (let i = 0; i < lenBytes; i++) {
      length = length * 256 + buf[offset + 2 + i];
    }
    contentStart = offset + 2 + lenBytes;
  }
  const end = contentStart + length;
  if (end > buf.length) {
    throw new Error("PKCS12: TLV extends past buffer");
  }
  return { tag, content: buf.subarray(contentStart, end), end };
}
function expectTag(tlv, tag, label) {
  if (tlv.tag !== tag) {
    throw new Error(`PKCS12: expected ${label} tag 0x${tag.toString(16)} but got 0x${tlv.tag.toString(16)}`);
  }
}
function readInteger(tlv) {
  expectTag(tlv, TAG_INTEGER, "INTEGER");
  let value = 0;
  for (const byte of tlv.content) {
    value = value * 256 + byte;
  }
  return value;
}
function bytesEqual(a, b) {
  if (a.length !== b.length)
    return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) {
    diff |= a[i] ^ b[i];
  }
  return diff === 0;
}
var OID_DATA = new Uint8Array([42, 134, 72, 134, 247, 13, 1, 7, 1]);
var OID_SHA1 = new Uint8Array([43, 14, 3, 2, 26]);
var OID_SHA256 = new Uint8Array([96, 134, 72, 1, 101, 3, 4, 2, 1]);
var OID_SHA384 = new Uint8Array([96, 134, 72, 1, 101, 3, 4, 2, 2]);
var OID_SHA512 = new Uint8Array([96, 134, 72, 1, 101, 3, 4, 2, 3]);
var MAC_HASHES = [
  { oid: OID_SHA1, hash: { name: "SHA-1", outputSize: 20, blockSize: 64 } },
  { oid: OID_SHA256, hash: { name: "SHA-256", outputSize: 32, blockSize: 64 } },
  { oid: OID_SHA384, hash: { name: "SHA-384", outputSize: 48, blockSize: 128 } },
  { oid: OID_SHA512, hash: { name: "SHA-512", outputSize: 64, blockSize: 128 } }
];
function matchHash(oidBytes) {
  for (const { oid, hash } of MAC_HASHES) {
    if (bytesEqual(oidBytes, oid))
      return hash;
  }
  return void 0;
}
var MAX_MAC_ITERATIONS = 1e6;
function parsePkcs12(buf) {
  const pfx = readTlv(buf, 0);
  expectTag(pfx, TAG_SEQUENCE, "PFX SEQUENCE");
  const version = readTlv(pfx.content, 0);
  if (readInteger(version) !== 3) {
    throw new Error("PKCS12: unsupported version");
  }
  const authSafeInfo = readTlv(pfx.content, version.end);
  expectTag(authSafeInfo, TAG_SEQUENCE, "ContentInfo SEQUENCE");
  const contentType = readTlv(authSafeInfo.content, 0);
  expectTag(contentType, TAG_OID, "contentType OID");
  if (!bytesEqual(contentType.content, OID_DATA)) {
    throw new Error("PKCS12: unsupported authSafe contentType");
  }
  const explicit0 = readTlv(authSafeInfo.content, contentType.end);
  expectTag(explicit0, TAG_CONTEXT_0, "[0] EXPLICIT");
  const authSafeOctet = readTlv(explicit0.content, 0);
  expectTag(authSafeOctet, TAG_OCTET_STRING, "authSafe OCTET STRING");
  const macData = readTlv(pfx.content, authSafeInfo.end);
  expectTag(macData, TAG_SEQUENCE, "MacData SEQUENCE");
  const digestInfo = readTlv(macData.content, 0);
  expectTag(digestInfo, TAG_SEQUENCE, "DigestInfo SEQUENCE");
  const alg = readTlv(digestInfo.content, 0);
  expectTag(alg, TAG_SEQUENCE, "AlgorithmIdentifier SEQUENCE");
  const algOid = readTlv(alg.content, 0);
  expectTag(algOid, TAG_OID, "algorithm OID");
  const macHash = matchHash(algOid.content);
  if (!macHash) {
    throw new Error("PKCS12: unsupported MAC digest algorithm");
  }
  if (algOid.end < alg.content.length) {
    const params = readTlv(alg.content, algOid.end);
    if (params.tag !== TAG_NULL) {
      throw new Error("PKCS12: unexpected MAC algorithm parameters");
    }
  }
  const digest2 = readTlv(digestInfo.content, alg.end);
  expectTag(digest2, TAG_OCTET_STRING, "digest OCTET STRING");
  const salt = readTlv(macData.content, digestInfo.end);
  expectTag(salt, TAG_OCTET_STRING, "macSalt OCTET STRING");
  let iterations = 1;
  if (salt.end < macData.content.length) {
    const iter = readTlv(macData.content, salt.end);
    iterations = readInteger(iter);
  }
  if (iterations < 1 || iterations > MAX_MAC_ITERATIONS) {
    throw new Error("PKCS12: MAC iteration count out of range");
  }
  return {
    authSafe: authSafeOctet.content,
    macHash,
    macSalt: salt.content,
    macDigest: digest2.content,
    iterations
  };
}
function toBufferSource(data) {
  const copy = new Uint8Array(data.length);
  copy.set(data);
  return copy;
}
async function digest(hash, data) {
  return new Uint8Array(await globalThis.crypto.subtle.digest(hash.name, toBufferSource(data)));
}
function padToMultipleOf(src, blockSize) {
  if (src.length === 0)
    return new Uint8Array(0);
  const padded = new Uint8Array(Math.ceil(src.length / blockSize) * blockSize);
  for (let i = 0; i < padded.length; i++) {
    padded[i] = src[i % src.length];
  }
  return padded;
}
function encodePasswordAsBmpString(password) {
  if (password.length === 0)
    return new Uint8Array(0);
  const bytes = new Uint8Array(password.length * 2 + 2);
  for (let i = 0; i < password.length; i++) {
    const code = password.charCodeAt(i);
    bytes[i * 2] = code >> 8 & 255;
    bytes[i * 2 + 1] = code & 255;
  }
  return bytes;
}
async function deriveMacKey(hash, password, salt, iterations) {
  const v = hash.blockSize;
  const u = hash.outputSize;
  const ID_MAC = 3;
  const D = new Uint8Array(v).fill(ID_MAC);
  const P = padToMultipleOf(encodePasswordAsBmpString(password), v);
  const S = padToMultipleOf(salt, v);
  const DI = new Uint8Array(D.length + S.length + P.length);
  DI.set(D, 0);
  DI.set(S, D.length);
  DI.set(P, D.length + S.length);
  let A = await digest(hash, DI);
  for (let i = 1; i < iterations; i++) {
    A = await digest(hash, A);
  }
  return A.subarray(0, u);
}
async function verifyPkcs12Mac(pfxBytes, password) {
  let parsed;
  try {
    parsed = parsePkcs12(pfxBytes);
  } catch {
    return false;
  }
  try {
    const key = await deriveMacKey(parsed.macHash, password, parsed.macSalt, parsed.iterations);
    const cryptoKey = await globalThis.crypto.subtle.importKey("raw", toBufferSource(key), { name: "HMAC", hash: parsed.macHash.name }, false, ["sign"]);
    const mac = new Uint8Array(await globalThis.crypto.subtle.sign("HMAC", cryptoKey, toBufferSource(parsed.authSafe)));
    return bytesEqual(mac, parsed.macDigest);
  } catch {
    return false;
  }
}
var GCP_SERVICE_ACCOUNT_P12_PASSWORD = "notasecret";
async function reportIfFoundPrivateKeyP12Format({ source, context, t }) {
  if (!source.filePath) {
    return;
  }
  try {
    const fs = await import("node:fs");
    const path2 = await import("node:path");
    const pfxBytes = new Uint8Array(fs.readFileSync(source.filePath));
    const isGcpServiceAccountP12 = await verifyPkcs12Mac(pfxBytes, GCP_SERVICE_ACCOUNT_P12_PASSWORD);
    if (!isGcpServiceAccountP12) {
      return;
    }
    context.report({
      message: t("PrivateKeyP12", {
        FILE_NAME: path2.basename(source.filePath)
      }),
      range: [0, source.content.length]
    });
  } catch {
  }
}
var messages$q = {
  PrivateKeyP12: {
    en: (props) => `found GCP Service Account's private key(p12): ${props.FILE_NAME}`,
    ja: (props) => `GCP\u30B5\u30FC\u30D3\u30B9\u30A2\u30AB\u30A6\u30F3\u30C8\u306E\u79D8\u5BC6\u9375(p12) ${props.FILE_NAME} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  PrivateKeyJSON: {
    en: (props) => `found GCP Service Account's private key(json): ${props.FILE_NAME}`,
    ja: (props) => `GCP\u30B5\u30FC\u30D3\u30B9\u30A2\u30AB\u30A6\u30F3\u30C8\u306E\u79D8\u5BC6\u9375(json): ${props.FILE_NAME} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
function reportIfFoundPrivateKeyJSONFormat({ source, context, t }) {
  try {
    const credentialObject = JSON.parse(source.content);
    const PRIVATE_KEY_PATTERN = /-----BEGIN\s?(DSA|RSA|EC|PGP|OPENSSH)?\s?PRIVATE KEY/gm;
    const isGCPServiceAccountPrivateKeyJSON = "private_key_id" in credentialObject && "private_key" in credentialObject && PRIVATE_KEY_PATTERN.test(credentialObject["private_key"]);
    if (!isGCPServiceAccountPrivateKeyJSON) {
      return;
    }
    context.report({
      message: t("PrivateKeyJSON", {
        FILE_NAME: source.filePath ? path.basename(source.filePath) : ""
      }),
      range: [0, source.content.length]
    });
  } catch {
  }
}
var creator$r = {
  messages: messages$q,
  meta: {
    id: "@secretlint/secretlint-rule-gcp",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["all"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-gcp/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$q);
    ({
      allows: options.allows || []
    });
    return {
      file(source) {
        if (source.ext === ".p12") {
          return reportIfFoundPrivateKeyP12Format({ source, context, t });
        } else if (source.ext === ".json") {
          return reportIfFoundPrivateKeyJSONFormat({ source, context, t });
        }
      }
    };
  }
};
var messages$p = {
  PackageJSON_xOauthToken: {
    en: (props) => `found GitHub Token: ${props.TOKEN}`,
    ja: (props) => `GitHub Token: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  Npmrc_authToken: {
    en: (props) => `found npmrc authToken: ${props.TOKEN}`,
    ja: (props) => `npmrc authToken: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  NPM_ACCESS_TOKEN: {
    en: (props) => `found npm access token: ${props.TOKEN}`,
    ja: (props) => `npm access token: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
function reportIfFoundXOauthGitHubToken({ source, options, context, t }) {
  const XOAuthPattern = /https?:\/\/(.{1,256}):x-oauth-basic@github.com\//g;
  const results = source.content.matchAll(XOAuthPattern);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[1] || "";
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("PackageJSON_xOauthToken", {
        TOKEN: match
      }),
      range
    });
  }
}
function reportIfFound_AuthTokenInNpmrc({ source, options, context, t }) {
  const AuthTokenPattern = /_authToken=([^$].*)/g;
  const results = source.content.matchAll(AuthTokenPattern);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[1] || "";
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("Npmrc_authToken", {
        TOKEN: match
      }),
      range
    });
  }
}
function reportIfFound_NPM_ACCESS_TOKEN({ source, options, context, t }) {
  const NPM_ACCESS_TOKEN_PATTERN = new RegExp("(?<!\\p{L})npm_[A-Za-z0-9_]{36}(?![A-Za-z0-9_])", "gu");
  const results = source.content.matchAll(NPM_ACCESS_TOKEN_PATTERN);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("NPM_ACCESS_TOKEN", {
        TOKEN: match
      }),
      range
    });
  }
}
var isPackageFile = (filePath) => {
  if (!filePath) {
    return true;
  }
  return filePath.endsWith("package.json") || filePath.endsWith("package-lock.json");
};
var isNpmrc = (filePath) => {
  if (!filePath) {
    return true;
  }
  return filePath.endsWith(".npmrc");
};
var creator$q = {
  messages: messages$p,
  meta: {
    id: "@secretlint/secretlint-rule-npm",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-npm/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$p);
    const normalizedOptions = {
      allows: options.allows || []
    };
    return {
      file(source) {
        if (isPackageFile(source.filePath)) {
          reportIfFoundXOauthGitHubToken({ source, options: normalizedOptions, context, t });
        } else if (isNpmrc(source.filePath)) {
          reportIfFound_AuthTokenInNpmrc({ source, options: normalizedOptions, context, t });
        }
        reportIfFound_NPM_ACCESS_TOKEN({ source, options: normalizedOptions, context, t });
      }
    };
  }
};
var messages$o = {
  SLACK_TOKEN: {
    en: (props) => `found slack token: ${props.TOKEN}`,
    ja: (props) => `Slack\u30C8\u30FC\u30AF\u30F3: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  IncomingWebhook: {
    en: (props) => `found Slack Incoming Webhook: ${props.URL}`,
    ja: (props) => `Slack\u306EIncoming Webhooks: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
function reportIfFoundRawPrivateKey$1({ source, options, context, t }) {
  const SLACK_TOKEN_PATTERN = /\b(?:xoxb|xoxp|xapp|xoxa|xoxo|xoxr)-(?:\d-)?(?:[a-zA-Z0-9]{1,40}-)+[a-zA-Z0-9]{1,40}\b/g;
  const results = source.content.matchAll(SLACK_TOKEN_PATTERN);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("SLACK_TOKEN", {
        TOKEN: match
      }),
      range
    });
  }
}
function reportIfFoundIncomingWebhook({ source, options, context, t }) {
  const IncomingWebhooksPattern = /https:\/\/hooks\.slack\.com\/services\/T[a-zA-Z0-9]{1,40}\/B[a-zA-Z0-9]{1,40}\/[a-zA-Z0-9]{1,40}/gi;
  const results = source.content.matchAll(IncomingWebhooksPattern);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("IncomingWebhook", {
        URL: match
      }),
      range
    });
  }
}
var creator$p = {
  messages: messages$o,
  meta: {
    id: "@secretlint/secretlint-rule-slack",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-slack/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$o);
    const normalizedOptions = {
      allows: options.allows || []
    };
    return {
      file(source) {
        reportIfFoundRawPrivateKey$1({ source, options: normalizedOptions, context, t });
        reportIfFoundIncomingWebhook({ source, options: normalizedOptions, context, t });
      }
    };
  }
};
var messages$n = {
  BasicAuth: {
    en: (props) => `found basic auth credential: ${props.CREDENTIAL}`,
    ja: (props) => `\u30D9\u30FC\u30B7\u30C3\u30AF\u8A8D\u8A3C\u60C5\u5831: ${props.CREDENTIAL} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var BUILTIN_IGNORED_PATTERNS$1 = [
  "localhost",
  "127.0.0.1",
  "password",
  "mypassword",
  "myusername",
  "{password}",
  "${password}",
  "{{password}}",
  "{username}",
  "${username}",
  "{{username}}",
  "YOUR_PASSWORD",
  "YOUR_USERNAME",
  "REPLACE_WITH_PASSWORD",
  "REPLACE_WITH_USERNAME"
];
function isVariableLikeString$1(str) {
  const variablePatterns = [
    /\$\{[^}]{1,50}\}/,
    // ${var}
    /\{\{[^}]{1,50}\}\}/,
    // {{var}}
    /\{[^}]{1,50}\}/,
    // {var}
    /%[A-Z_]{1,30}%/,
    // %VAR%
    /\$[A-Z_]{1,30}/
    // $VAR
  ];
  return variablePatterns.some((pattern) => pattern.test(str));
}
function isLikelyRealUsername(username) {
  if (username.length < 2)
    return false;
  if (isVariableLikeString$1(username))
    return false;
  if (BUILTIN_IGNORED_PATTERNS$1.some((pattern) => username.toLowerCase().includes(pattern.toLowerCase()))) {
    return false;
  }
  return true;
}
function isLikelyRealPassword(password) {
  if (password.length < 4)
    return false;
  if (isVariableLikeString$1(password))
    return false;
  if (BUILTIN_IGNORED_PATTERNS$1.some((pattern) => password.toLowerCase().includes(pattern.toLowerCase()))) {
    return false;
  }
  if (/^(.)\1{3,}$/.test(password))
    return false;
  return true;
}
function reportIfFoundBasicAuth({ source, options, context, t }) {
  const URL_PATTERN = /(?<protocol>(?:https?|ftp|ftps)):\/\/(?<user>[-a-zA-Z0-9_]{1,256}):(?<password>[-a-zA-Z0-9_]{1,256})@[-a-zA-Z0-9%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b/g;
  const results = source.content.matchAll(URL_PATTERN);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    const username = result.groups?.user;
    const password = result.groups?.password;
    if (!username || !password)
      continue;
    if (!isLikelyRealUsername(username))
      continue;
    if (!isLikelyRealPassword(password))
      continue;
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("BasicAuth", {
        CREDENTIAL: match
      }),
      range
    });
  }
}
var creator$o = {
  messages: messages$n,
  meta: {
    id: "@secretlint/secretlint-rule-basicauth",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-basicauth/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$n);
    const normalizedOptions = {
      allows: options.allows || []
    };
    return {
      file(source) {
        reportIfFoundBasicAuth({ source, options: normalizedOptions, context, t });
      }
    };
  }
};
var messages$m = {
  OPENAI_TOKEN: {
    en: (props) => `found OpenAI API token: ${props.TOKEN}`,
    ja: (props) => `OpenAI API \u30C8\u30FC\u30AF\u30F3: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var creator$n = {
  messages: messages$m,
  meta: {
    id: "@secretlint/secretlint-rule-openai",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-openai/README.md"
    }
  },
  create(context) {
    const t = context.createTranslator(messages$m);
    return {
      file(source) {
        const pattern = /sk-(?:proj|svcacct|admin)-(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})T3BlbkFJ(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})\b|sk-[a-zA-Z0-9]{20}T3BlbkFJ[a-zA-Z0-9]{20}/g;
        const matches = source.content.matchAll(pattern);
        for (const match of matches) {
          const index = match.index ?? 0;
          const matchString = match[0] ?? "";
          const range = [index, index + matchString.length];
          context.report({
            message: t("OPENAI_TOKEN", {
              TOKEN: matchString
            }),
            range
          });
        }
      }
    };
  }
};
var messages$l = {
  ANTHROPIC_API_KEY: {
    en: (props) => `found Anthropic Claude API key: ${props.KEY}`,
    ja: (props) => `Anthropic Claude API \u30AD\u30FC: ${props.KEY} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var creator$m = {
  messages: messages$l,
  meta: {
    id: "@secretlint/secretlint-rule-anthropic",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-anthropic/README.md"
    }
  },
  create(context) {
    const t = context.createTranslator(messages$l);
    return {
      file(source) {
        const pattern = new RegExp("(?<!\\p{L})sk-ant-api0\\d-[A-Za-z0-9_-]{90,128}AA(?![A-Za-z0-9_-])", "gu");
        const matches = source.content.matchAll(pattern);
        for (const match of matches) {
          const index = match.index ?? 0;
          const matchString = match[0] ?? "";
          const range = [index, index + matchString.length];
          context.report({
            message: t("ANTHROPIC_API_KEY", {
              KEY: matchString
            }),
            range
          });
        }
      }
    };
  }
};
var messages$k = {
  GROQ_API_KEY: {
    en: (props) => `found Groq API key: ${props.KEY}`,
    ja: (props) => `Groq API \u30AD\u30FC: ${props.KEY} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var creator$l = {
  messages: messages$k,
  meta: {
    id: "@secretlint/secretlint-rule-groq",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-groq/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$k);
    const normalizedOptions = {
      allows: options?.allows ?? []
    };
    return {
      file(source) {
        const pattern = new RegExp("(?<!\\p{L})gsk_[a-zA-Z0-9]{52}(?![a-zA-Z0-9])", "gu");
        const matches = source.content.matchAll(pattern);
        for (const match of matches) {
          const index = match.index ?? 0;
          const matchString = match[0] ?? "";
          const allowedResults = regexpStringMatcherExports.matchPatterns(matchString, normalizedOptions.allows);
          if (allowedResults.length > 0) {
            continue;
          }
          const range = [index, index + matchString.length];
          context.report({
            message: t("GROQ_API_KEY", {
              KEY: matchString
            }),
            range
          });
        }
      }
    };
  }
};
var messages$j = {
  HUGGINGFACE_USER_ACCESS_TOKEN: {
    en: (props) => `found Hugging Face User Access Token: ${props.TOKEN}`,
    ja: (props) => `Hugging Face User Access Token: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var creator$k = {
  messages: messages$j,
  meta: {
    id: "@secretlint/secretlint-rule-huggingface",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-huggingface/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$j);
    const normalizedOptions = {
      allows: options?.allows ?? []
    };
    return {
      file(source) {
        const pattern = new RegExp("(?<!\\p{L})hf_[a-zA-Z]{34}(?![a-zA-Z])", "gu");
        const matches = source.content.matchAll(pattern);
        for (const match of matches) {
          const index = match.index ?? 0;
          const matchString = match[0] ?? "";
          const allowedResults = regexpStringMatcherExports.matchPatterns(matchString, normalizedOptions.allows);
          if (allowedResults.length > 0) {
            continue;
          }
          const range = [index, index + matchString.length];
          context.report({
            message: t("HUGGINGFACE_USER_ACCESS_TOKEN", {
              TOKEN: matchString
            }),
            range
          });
        }
      }
    };
  }
};
var messages$i = {
  LINEAR_API_TOKEN: {
    en: (props) => `found linear api token: ${props.ID}`,
    ja: (props) => `linear api token: ${props.ID} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var creator$j = {
  messages: messages$i,
  meta: {
    id: "@secretlint/secretlint-rule-linear",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-linear/README.md"
    }
  },
  create(context) {
    const t = context.createTranslator(messages$i);
    return {
      file(source) {
        const pattern = new RegExp("(?<!\\p{L})lin_api_[a-zA-Z0-9_]{32,128}(?![a-zA-Z0-9_])", "gu");
        const matches = source.content.matchAll(pattern);
        for (const match of matches) {
          const index = match.index ?? 0;
          const matchString = match[0] ?? "";
          const range = [index, index + matchString.length];
          context.report({
            message: t("LINEAR_API_TOKEN", {
              ID: matchString
            }),
            range
          });
        }
      }
    };
  }
};
var messages$h = {
  NOTION_INTEGRATION_TOKEN: {
    en: (props) => `found Notion integration token: ${props.TOKEN}`,
    ja: (props) => `Notion integration \u30C8\u30FC\u30AF\u30F3: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
function reportIfFoundToken({ source, options, context, t }) {
  const NOTION_INTEGRATION_TOKEN_PATTERN = new RegExp("(?<!\\p{L})ntn_[0-9]{11}[A-Za-z0-9]{35}(?![A-Za-z0-9])", "gu");
  const results = source.content.matchAll(NOTION_INTEGRATION_TOKEN_PATTERN);
  for (const result of results) {
    const index = result.index ?? 0;
    const match = result[0] ?? "";
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("NOTION_INTEGRATION_TOKEN", {
        TOKEN: match
      }),
      range
    });
  }
}
var creator$i = {
  messages: messages$h,
  meta: {
    id: "@secretlint/secretlint-rule-notion",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-notion/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$h);
    const normalizedOptions = {
      allows: options.allows ?? []
    };
    return {
      file(source) {
        reportIfFoundToken({ source, options: normalizedOptions, context, t });
      }
    };
  }
};
var messages$g = {
  PrivateKey: {
    en: (props) => `found private key: ${props.KEY}`,
    ja: (props) => `\u79D8\u5BC6\u9375: ${props.KEY} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var PEM_CONTENT_PATTERN = /-----BEGIN[ ]?(?:(?:RSA|DSA|EC|OPENSSH|PGP) )?PRIVATE KEY(?: BLOCK)?-----\n?([A-Za-z0-9+/=\s\\]{100,10000})\n?-----END[ ]?(?:(?:RSA|DSA|EC|OPENSSH|PGP) )?PRIVATE KEY(?: BLOCK)?-----/gm;
function validateBase64KeyContent(base64Content) {
  if (!/^[A-Za-z0-9+/]+=*$/.test(base64Content)) {
    return false;
  }
  if (base64Content.length < 100) {
    return false;
  }
  const validMagicBytes = /^(MI|b3BlbnNzaC1rZXktdjE)/;
  if (!validMagicBytes.test(base64Content)) {
    return false;
  }
  return true;
}
function reportIfFoundRawPrivateKey({ source, options, context, t }) {
  const results = source.content.matchAll(PEM_CONTENT_PATTERN);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    const base64Raw = result[1] || "";
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    const base64Content = base64Raw.replace(/\s|\\n/g, "");
    if (!validateBase64KeyContent(base64Content)) {
      continue;
    }
    context.report({
      message: t("PrivateKey", {
        KEY: match
      }),
      range
    });
  }
}
var creator$h = {
  messages: messages$g,
  meta: {
    id: "@secretlint/secretlint-rule-privatekey",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-privatekey/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$g);
    const normalizedOptions = {
      allows: options.allows || []
    };
    return {
      file(source) {
        reportIfFoundRawPrivateKey({ source, options: normalizedOptions, context, t });
      }
    };
  }
};
var messages$f = {
  SENDGRID_KEY: {
    en: (props) => `found Sendgrid api key: ${props.KEY}`,
    ja: (props) => `Sendgrid API\u30AD\u30FC\u304C\u898B\u3064\u304B\u308A\u307E\u3057\u305F\uFF1A ${props.KEY}`
  }
};
function reportIfFoundKey$3({ source, options, context, t }) {
  const SENDGRID_KEY_PATTERN = new RegExp("(?<!\\p{L})SG\\.\\w{1,128}\\.\\w{1,128}([-_]?)\\w{1,128}(?!\\w)", "gu");
  const results = source.content.matchAll(SENDGRID_KEY_PATTERN);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    if (match.length !== 69) {
      continue;
    }
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("SENDGRID_KEY", {
        KEY: match
      }),
      range
    });
  }
}
var creator$g = {
  messages: messages$f,
  meta: {
    id: "@secretlint/secretlint-rule-sendgrid",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-sendgrid/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$f);
    const normalizedOptions = {
      allows: options.allows || []
    };
    return {
      file(source) {
        reportIfFoundKey$3({ source, options: normalizedOptions, context, t });
      }
    };
  }
};
var messages$e = {
  SHOPIFY_KEY: {
    en: (props) => `found Shopify api key: ${props.KEY}`,
    ja: (props) => `Shopify API\u30AD\u30FC\u304C\u898B\u3064\u304B\u308A\u307E\u3057\u305F\uFF1A ${props.KEY}`
  }
};
function reportIfFoundKey$2({ source, options, context, t }) {
  const SHOPIFY_KEY_PATTERN = new RegExp("(?<!\\p{L})(shppa|shpca|shpat|shpss)_[a-zA-Z0-9]{32,64}(?![a-zA-Z0-9])", "gu");
  const results = source.content.matchAll(SHOPIFY_KEY_PATTERN);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("SHOPIFY_KEY", {
        KEY: match
      }),
      range
    });
  }
}
var creator$f = {
  messages: messages$e,
  meta: {
    id: "@secretlint/secretlint-rule-shopify",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-shopify/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$e);
    const normalizedOptions = {
      allows: options.allows || []
    };
    return {
      file(source) {
        reportIfFoundKey$2({ source, options: normalizedOptions, context, t });
      }
    };
  }
};
var messages$d = {
  STRIPE_SECRET_KEY_LIVE: {
    en: (props) => `found Stripe Live Secret Key: ${props.KEY}`,
    ja: (props) => `Stripe Live Secret Key\u304C\u898B\u3064\u304B\u308A\u307E\u3057\u305F: ${props.KEY}`
  },
  STRIPE_SECRET_KEY_TEST: {
    en: (props) => `found Stripe Test Secret Key: ${props.KEY}`,
    ja: (props) => `Stripe Test Secret Key\u304C\u898B\u3064\u304B\u308A\u307E\u3057\u305F: ${props.KEY}`
  },
  STRIPE_RESTRICTED_KEY_LIVE: {
    en: (props) => `found Stripe Live Restricted Key: ${props.KEY}`,
    ja: (props) => `Stripe Live Restricted Key\u304C\u898B\u3064\u304B\u308A\u307E\u3057\u305F: ${props.KEY}`
  },
  STRIPE_RESTRICTED_KEY_TEST: {
    en: (props) => `found Stripe Test Restricted Key: ${props.KEY}`,
    ja: (props) => `Stripe Test Restricted Key\u304C\u898B\u3064\u304B\u308A\u307E\u3057\u305F: ${props.KEY}`
  }
};
var messageIdMap$1 = {
  sk_live: "STRIPE_SECRET_KEY_LIVE",
  sk_test: "STRIPE_SECRET_KEY_TEST",
  rk_live: "STRIPE_RESTRICTED_KEY_LIVE",
  rk_test: "STRIPE_RESTRICTED_KEY_TEST"
};
var STRIPE_KEY_PATTERN = new RegExp("(?<!\\p{L})(?<prefix>sk_live|sk_test|rk_live|rk_test)_[a-zA-Z0-9]{24,99}(?![a-zA-Z0-9])", "gu");
function reportIfFound$2({ source, options, context, t }) {
  const results = source.content.matchAll(STRIPE_KEY_PATTERN);
  for (const result of results) {
    const index = result.index ?? 0;
    const match = result[0] ?? "";
    const prefix = result.groups?.["prefix"];
    if (!prefix) {
      continue;
    }
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t(messageIdMap$1[prefix], {
        KEY: match
      }),
      range
    });
  }
}
var creator$e = {
  messages: messages$d,
  meta: {
    id: "@secretlint/secretlint-rule-stripe",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-stripe/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$d);
    const normalizedOptions = {
      allows: options.allows ?? []
    };
    return {
      file(source) {
        reportIfFound$2({ source, options: normalizedOptions, context, t });
      }
    };
  }
};
var messages$c = {
  GITHUB_TOKEN: {
    en: (props) => `found GitHub Token(${props.typeName}): ${props.KEY}`,
    ja: (props) => `GitHub Token(${props.typeName})\u304C\u898B\u3064\u304B\u308A\u307E\u3057\u305F\uFF1A ${props.KEY}`
  }
};
var typeMap = /* @__PURE__ */ new Map([
  ["ghp", "GitHub personal access tokens"],
  ["gho", "OAuth access tokens"],
  ["ghu", "GitHub user-to-server tokens"],
  ["ghs", "GitHub server-to-server tokens"],
  ["ghr", "refresh tokens"],
  ["github_pat", "fine-grained personal access tokens"]
]);
function reportIfFoundKey$1({ pattern, source, options, context, t }) {
  const results = source.content.matchAll(pattern);
  for (const result of results) {
    const index = result.index || 0;
    const type = result.groups?.type;
    const typeName = typeMap.get(type);
    if (!typeName) {
      throw new Error("Unknown type:" + typeName);
    }
    const match = result[0] || "";
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("GITHUB_TOKEN", {
        KEY: match,
        typeName
      }),
      range
    });
  }
}
var creator$d = {
  messages: messages$c,
  meta: {
    id: "@secretlint/secretlint-rule-github",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-github/README.md"
    }
  },
  create(context, options) {
    const CLASSIC_GITHUB_TOKEN_PATTERN = new RegExp("(?<!\\p{L})(?<type>ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9_]{36}(?![A-Za-z0-9_])", "gu");
    const FINE_GRAINED_GITHUB_TOKEN_PATTERN = new RegExp("(?<!\\p{L})(?<type>github_pat)_[A-Za-z0-9_]{82}(?![A-Za-z0-9_])", "gu");
    const GITHUB_APP_INSTALLATION_TOKEN_PATTERN = new RegExp("(?<!\\p{L})(?<type>ghs)_[0-9]{1,20}_[A-Za-z0-9_-]{1,1000}\\.[A-Za-z0-9_-]{1,10000}\\.[A-Za-z0-9_-]{1,1000}(?![A-Za-z0-9_-])", "gu");
    const patterns = [
      CLASSIC_GITHUB_TOKEN_PATTERN,
      FINE_GRAINED_GITHUB_TOKEN_PATTERN,
      GITHUB_APP_INSTALLATION_TOKEN_PATTERN
    ];
    const t = context.createTranslator(messages$c);
    const normalizedOptions = {
      allows: options.allows || []
    };
    return {
      file(source) {
        for (const pattern of patterns) {
          reportIfFoundKey$1({ pattern, source, options: normalizedOptions, context, t });
        }
      }
    };
  }
};
var messages$b = {
  GITLAB_PERSONAL_ACCESS_TOKEN: {
    en: (props) => `found GitLab Personal Access Token: ${props.KEY}`,
    ja: (props) => `GitLab Personal Access Token\u304C\u898B\u3064\u304B\u308A\u307E\u3057\u305F: ${props.KEY}`
  }
};
function reportIfFoundKey({ pattern, source, options, context, t }) {
  const results = source.content.matchAll(pattern);
  for (const result of results) {
    const index = result.index ?? 0;
    const match = result[0] ?? "";
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("GITLAB_PERSONAL_ACCESS_TOKEN", {
        KEY: match
      }),
      range
    });
  }
}
var creator$c = {
  messages: messages$b,
  meta: {
    id: "@secretlint/secretlint-rule-gitlab",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-gitlab/README.md"
    }
  },
  create(context, options) {
    const GITLAB_PERSONAL_ACCESS_TOKEN_PATTERN = new RegExp("(?<!\\p{L})glpat-[A-Za-z0-9_-]{20,128}(?![A-Za-z0-9_-])", "gu");
    const patterns = [GITLAB_PERSONAL_ACCESS_TOKEN_PATTERN];
    const t = context.createTranslator(messages$b);
    const normalizedOptions = {
      allows: options.allows ?? []
    };
    return {
      file(source) {
        for (const pattern of patterns) {
          reportIfFoundKey({ pattern, source, options: normalizedOptions, context, t });
        }
      }
    };
  }
};
var messages$a = {
  GRAFANA_CLOUD_API_TOKEN: {
    en: (props) => `found Grafana Cloud API token: ${props.TOKEN}`,
    ja: (props) => `Grafana Cloud API \u30C8\u30FC\u30AF\u30F3: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  GRAFANA_SERVICE_ACCOUNT_TOKEN: {
    en: (props) => `found Grafana Service Account token: ${props.TOKEN}`,
    ja: (props) => `Grafana Service Account \u30C8\u30FC\u30AF\u30F3: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
function reportIfFound$1({ pattern, messageId, source, options, context, t }) {
  const results = source.content.matchAll(pattern);
  for (const result of results) {
    const index = result.index ?? 0;
    const match = result[0] ?? "";
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    const range = [index, index + match.length];
    context.report({
      message: t(messageId, {
        TOKEN: match
      }),
      range
    });
  }
}
var creator$b = {
  messages: messages$a,
  meta: {
    id: "@secretlint/secretlint-rule-grafana",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-grafana/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$a);
    const normalizedOptions = {
      allows: options?.allows ?? []
    };
    const GRAFANA_CLOUD_API_TOKEN_PATTERN = new RegExp("(?<!\\p{L})glc_[A-Za-z0-9+/]{32,400}={0,2}(?![A-Za-z0-9+/=])", "gu");
    const GRAFANA_SERVICE_ACCOUNT_TOKEN_PATTERN = new RegExp("(?<!\\p{L})glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}(?![A-Fa-f0-9])", "gu");
    return {
      file(source) {
        reportIfFound$1({
          pattern: GRAFANA_CLOUD_API_TOKEN_PATTERN,
          messageId: "GRAFANA_CLOUD_API_TOKEN",
          source,
          options: normalizedOptions,
          context,
          t
        });
        reportIfFound$1({
          pattern: GRAFANA_SERVICE_ACCOUNT_TOKEN_PATTERN,
          messageId: "GRAFANA_SERVICE_ACCOUNT_TOKEN",
          source,
          options: normalizedOptions,
          context,
          t
        });
      }
    };
  }
};
var messages$9 = {
  OPS_TOKEN: {
    en: (props) => `found 1Password Service Account token: ${props.TOKEN}`,
    ja: (props) => `1Password Service Account: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var is1PasswordServiceAccountToken = (base64String) => {
  try {
    const jsonString = atob(base64String.replace(/-/g, "+").replace(/_/g, "/"));
    const json = JSON.parse(jsonString);
    return typeof json === "object" && json !== null;
  } catch (error) {
    return false;
  }
};
var creator$a = {
  messages: messages$9,
  meta: {
    id: "@secretlint/secretlint-rule-1password",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-1password/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$9);
    const normalizedOptions = {
      allows: options?.allows ?? []
    };
    return {
      file(source) {
        const pattern = new RegExp("(?<!\\p{L})ops_(ey[A-Za-z0-9+/=]{100,1280}fQ={0,2})(?![A-Za-z0-9+/=])", "gu");
        const matches = source.content.matchAll(pattern);
        for (const match of matches) {
          const index = match.index ?? 0;
          const matchString = match[0] ?? "";
          const base64String = match[1] ?? "";
          if (!is1PasswordServiceAccountToken(base64String)) {
            continue;
          }
          const allowedResults = regexpStringMatcherExports.matchPatterns(matchString, normalizedOptions.allows);
          if (allowedResults.length > 0) {
            continue;
          }
          const range = [index, index + matchString.length];
          context.report({
            message: t("OPS_TOKEN", {
              TOKEN: matchString
            }),
            range
          });
        }
      }
    };
  }
};
var messages$8 = {
  MongoDBConnection: {
    en: (props) => `found MongoDB connection string: ${props.URI}`,
    ja: (props) => `MongoDB\u63A5\u7D9A\u6587\u5B57\u5217: ${props.URI} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  MySQLConnection: {
    en: (props) => `found MySQL connection string: ${props.URI}`,
    ja: (props) => `MySQL\u63A5\u7D9A\u6587\u5B57\u5217: ${props.URI} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  PostgreSQLConnection: {
    en: (props) => `found PostgreSQL connection string: ${props.URI}`,
    ja: (props) => `PostgreSQL\u63A5\u7D9A\u6587\u5B57\u5217: ${props.URI} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var BUILTIN_IGNORED_PATTERNS = [
  "localhost",
  "127.0.0.1",
  "example.com",
  "example.org",
  "test.com",
  "password",
  "username",
  "secret",
  "mypassword",
  "myusername",
  "root",
  "admin",
  "user",
  "pass",
  "{password}",
  "${password}",
  "{{password}}",
  "{username}",
  "${username}",
  "{{username}}",
  "YOUR_PASSWORD",
  "YOUR_USERNAME",
  "REPLACE_WITH_PASSWORD"
];
function isVariableLikeString(str) {
  const variablePatterns = [
    /\$\{[^}]{1,50}\}/,
    // ${var}
    /\{\{[^}]{1,50}\}\}/,
    // {{var}}
    /\{[^}]{1,50}\}/,
    // {var}
    /%[A-Z_]{1,30}%/,
    // %VAR%
    /\$[A-Z_]{1,30}/,
    // $VAR
    /\$\([^)]{1,50}\)/
    // $(var)
  ];
  return variablePatterns.some((pattern) => pattern.test(str));
}
function isLikelyRealCredential(username, password) {
  if (username === password)
    return false;
  if (password.length < 4)
    return false;
  if (isVariableLikeString(password))
    return false;
  const passwordLower = password.toLowerCase();
  if (BUILTIN_IGNORED_PATTERNS.some((pattern) => passwordLower === pattern.toLowerCase())) {
    return false;
  }
  if (/^(.)\1{3,}$/.test(password))
    return false;
  return true;
}
function reportMongoDBConnectionString({ source, options, context, t }) {
  const MONGODB_PATTERN = /mongodb(?:\+srv)?:\/\/(?:(?<username>[^:\/\s]{1,100}):(?<password>[^@\/\s]{1,200})@)?(?<host>[^\/\s?]{1,100})(?:\/(?<database>[^?\s]{0,100}))?(?:\?(?<options>[^\s]{0,500}))?/gi;
  const results = source.content.matchAll(MONGODB_PATTERN);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    const username = result.groups?.username;
    const password = result.groups?.password;
    if (!username || !password)
      continue;
    if (!isLikelyRealCredential(username, password))
      continue;
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("MongoDBConnection", {
        URI: match
      }),
      range
    });
  }
}
function reportMySQLConnectionString({ source, options, context, t }) {
  const MYSQL_URI_PATTERN = /(?:jdbc:)?mysql(?:x)?:\/\/(?:(?<username>[^:\/\s]{1,100}):(?<password>[^@\/\s]{1,200})@)?(?<host>[^\/\s?]{1,100})(?:\/(?<database>[^?\s]{0,100}))?(?:\?(?<options>[^\s]{0,500}))?/gi;
  const results = source.content.matchAll(MYSQL_URI_PATTERN);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    const username = result.groups?.username;
    const password = result.groups?.password;
    if (!username || !password)
      continue;
    if (!isLikelyRealCredential(username, password))
      continue;
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("MySQLConnection", {
        URI: match
      }),
      range
    });
  }
}
function reportPostgreSQLConnectionString({ source, options, context, t }) {
  const POSTGRESQL_URI_PATTERN = /postgres(?:ql)?:\/\/(?:(?<username>[^:\/\s]{1,100}):(?<password>[^@\/\s]{1,200})@)?(?<host>[^\/\s?]{1,100})(?:\/(?<database>[^?\s]{0,100}))?(?:\?(?<options>[^\s]{0,500}))?/gi;
  const results = source.content.matchAll(POSTGRESQL_URI_PATTERN);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    const username = result.groups?.username;
    const password = result.groups?.password;
    if (!username || !password)
      continue;
    if (!isLikelyRealCredential(username, password))
      continue;
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("PostgreSQLConnection", {
        URI: match
      }),
      range
    });
  }
}
var creator$9 = {
  messages: messages$8,
  meta: {
    id: "@secretlint/secretlint-rule-database-connection-string",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-database-connection-string/README.md"
    }
  },
  create(context, options) {
    const normalizedOptions = {
      allows: options.allows || []
    };
    const t = context.createTranslator(messages$8);
    return {
      file(source) {
        reportMongoDBConnectionString({ source, options: normalizedOptions, context, t });
        reportMySQLConnectionString({ source, options: normalizedOptions, context, t });
        reportPostgreSQLConnectionString({ source, options: normalizedOptions, context, t });
      }
    };
  }
};
var messages$7 = {
  HASHICORP_VAULT_SERVICE_TOKEN: {
    en: (props) => `found HashiCorp Vault service token: ${props.TOKEN}`,
    ja: (props) => `HashiCorp Vault service token: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  HASHICORP_VAULT_BATCH_TOKEN: {
    en: (props) => `found HashiCorp Vault batch token: ${props.TOKEN}`,
    ja: (props) => `HashiCorp Vault batch token: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  HASHICORP_VAULT_RECOVERY_TOKEN: {
    en: (props) => `found HashiCorp Vault recovery token: ${props.TOKEN}`,
    ja: (props) => `HashiCorp Vault recovery token: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var serviceTokenPattern = new RegExp("(?<!\\p{L})hvs\\.[A-Za-z0-9_-]{90,120}(?![A-Za-z0-9_-])", "gu");
var batchTokenPattern = new RegExp("(?<!\\p{L})hvb\\.[A-Za-z0-9_-]{138,300}(?![A-Za-z0-9_-])", "gu");
var recoveryTokenPattern = new RegExp("(?<!\\p{L})hvr\\.[A-Za-z0-9_-]{90,120}(?![A-Za-z0-9_-])", "gu");
var creator$8 = {
  messages: messages$7,
  meta: {
    id: "@secretlint/secretlint-rule-hashicorp-vault",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-hashicorp-vault/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$7);
    const normalizedOptions = {
      allows: options?.allows ?? []
    };
    const reportMatches = (source, pattern, messageId) => {
      const matches = source.content.matchAll(pattern);
      for (const match of matches) {
        const index = match.index ?? 0;
        const matchString = match[0] ?? "";
        const allowedResults = regexpStringMatcherExports.matchPatterns(matchString, normalizedOptions.allows);
        if (allowedResults.length > 0) {
          continue;
        }
        const range = [index, index + matchString.length];
        context.report({
          message: t(messageId, {
            TOKEN: matchString
          }),
          range
        });
      }
    };
    return {
      file(source) {
        reportMatches(source, serviceTokenPattern, "HASHICORP_VAULT_SERVICE_TOKEN");
        reportMatches(source, batchTokenPattern, "HASHICORP_VAULT_BATCH_TOKEN");
        reportMatches(source, recoveryTokenPattern, "HASHICORP_VAULT_RECOVERY_TOKEN");
      }
    };
  }
};
var messages$6 = {
  VERCEL_PERSONAL_ACCESS_TOKEN: {
    en: (props) => `found Vercel personal access token: ${props.ID}`,
    ja: (props) => `Vercel personal access token: ${props.ID} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  VERCEL_INTEGRATION_TOKEN: {
    en: (props) => `found Vercel integration token: ${props.ID}`,
    ja: (props) => `Vercel integration token: ${props.ID} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  VERCEL_APP_ACCESS_TOKEN: {
    en: (props) => `found Vercel app access token: ${props.ID}`,
    ja: (props) => `Vercel app access token: ${props.ID} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  VERCEL_APP_REFRESH_TOKEN: {
    en: (props) => `found Vercel app refresh token: ${props.ID}`,
    ja: (props) => `Vercel app refresh token: ${props.ID} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  VERCEL_AI_GATEWAY_API_KEY: {
    en: (props) => `found Vercel AI Gateway API key: ${props.ID}`,
    ja: (props) => `Vercel AI Gateway API key: ${props.ID} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var prefixToMessageId = {
  vcp: "VERCEL_PERSONAL_ACCESS_TOKEN",
  vci: "VERCEL_INTEGRATION_TOKEN",
  vca: "VERCEL_APP_ACCESS_TOKEN",
  vcr: "VERCEL_APP_REFRESH_TOKEN",
  vck: "VERCEL_AI_GATEWAY_API_KEY"
};
var creator$7 = {
  messages: messages$6,
  meta: {
    id: "@secretlint/secretlint-rule-vercel",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-vercel/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$6);
    const normalizedOptions = {
      allows: options?.allows ?? []
    };
    return {
      file(source) {
        const pattern = new RegExp("(?<!\\p{L})(?<prefix>vcp|vci|vca|vcr|vck)_[A-Za-z0-9]{20,60}(?![A-Za-z0-9])", "gu");
        const matches = source.content.matchAll(pattern);
        for (const match of matches) {
          const index = match.index ?? 0;
          const matchString = match[0] ?? "";
          const prefix = match.groups?.prefix;
          const messageId = prefixToMessageId[prefix];
          const allowedResults = regexpStringMatcherExports.matchPatterns(matchString, normalizedOptions.allows);
          if (allowedResults.length > 0) {
            continue;
          }
          const range = [index, index + matchString.length];
          context.report({
            message: t(messageId, {
              ID: matchString
            }),
            range
          });
        }
      }
    };
  }
};
var messages$5 = {
  DATABRICKS_PERSONAL_ACCESS_TOKEN: {
    en: (props) => `found Databricks personal access token: ${props.ID}`,
    ja: (props) => `Databricks personal access token: ${props.ID} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var creator$6 = {
  messages: messages$5,
  meta: {
    id: "@secretlint/secretlint-rule-databricks",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-databricks/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$5);
    const normalizedOptions = {
      allows: options?.allows ?? []
    };
    return {
      file(source) {
        const pattern = new RegExp("(?<!\\p{L})dapi[A-Fa-f0-9]{32}(?:-[0-9])?(?![A-Fa-f0-9])", "gu");
        const matches = source.content.matchAll(pattern);
        for (const match of matches) {
          const index = match.index ?? 0;
          const matchString = match[0] ?? "";
          const allowedResults = regexpStringMatcherExports.matchPatterns(matchString, normalizedOptions.allows);
          if (allowedResults.length > 0) {
            continue;
          }
          const range = [index, index + matchString.length];
          context.report({
            message: t("DATABRICKS_PERSONAL_ACCESS_TOKEN", {
              ID: matchString
            }),
            range
          });
        }
      }
    };
  }
};
var messages$4 = {
  DOCKER_PERSONAL_ACCESS_TOKEN: {
    en: (props) => `found Docker Personal Access Token: ${props.TOKEN}`,
    ja: (props) => `Docker Personal Access Token: ${props.TOKEN} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
function reportIfFoundDockerPAT({ source, options, context, t }) {
  const DOCKER_PAT_PATTERN = new RegExp("(?<!\\p{L})dckr_pat_[a-zA-Z0-9_-]{27}(?![a-zA-Z0-9_-])", "gu");
  const results = source.content.matchAll(DOCKER_PAT_PATTERN);
  for (const result of results) {
    const index = result.index || 0;
    const match = result[0] || "";
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t("DOCKER_PERSONAL_ACCESS_TOKEN", {
        TOKEN: match
      }),
      range
    });
  }
}
var creator$5 = {
  messages: messages$4,
  meta: {
    id: "@secretlint/secretlint-rule-docker",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-docker/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$4);
    const normalizedOptions = {
      allows: options.allows || []
    };
    return {
      file(source) {
        reportIfFoundDockerPAT({ source, options: normalizedOptions, context, t });
      }
    };
  }
};
var messages$3 = {
  FIGMA_PERSONAL_ACCESS_TOKEN: {
    en: (props) => `found Figma Personal Access Token: ${props.ID}`,
    ja: (props) => `Figma Personal Access Token: ${props.ID} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var creator$4 = {
  messages: messages$3,
  meta: {
    id: "@secretlint/secretlint-rule-figma",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-figma/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$3);
    const normalizedOptions = {
      allows: options?.allows ?? []
    };
    return {
      file(source) {
        const pattern = new RegExp("(?<!\\p{L})figd_[A-Za-z0-9_-]{40,200}(?![A-Za-z0-9_-])", "gu");
        const matches = source.content.matchAll(pattern);
        for (const match of matches) {
          const index = match.index ?? 0;
          const matchString = match[0] ?? "";
          const allowedResults = regexpStringMatcherExports.matchPatterns(matchString, normalizedOptions.allows);
          if (allowedResults.length > 0) {
            continue;
          }
          const range = [index, index + matchString.length];
          context.report({
            message: t("FIGMA_PERSONAL_ACCESS_TOKEN", {
              ID: matchString
            }),
            range
          });
        }
      }
    };
  }
};
var messages$2 = {
  CLOUDFLARE_GLOBAL_API_KEY: {
    en: (props) => `found Cloudflare Global API Key: ${props.TOKEN}`,
    ja: (props) => `Cloudflare Global API Key\u304C\u898B\u3064\u304B\u308A\u307E\u3057\u305F: ${props.TOKEN}`
  },
  CLOUDFLARE_USER_API_TOKEN: {
    en: (props) => `found Cloudflare User API Token: ${props.TOKEN}`,
    ja: (props) => `Cloudflare User API Token\u304C\u898B\u3064\u304B\u308A\u307E\u3057\u305F: ${props.TOKEN}`
  },
  CLOUDFLARE_ACCOUNT_API_TOKEN: {
    en: (props) => `found Cloudflare Account API Token: ${props.TOKEN}`,
    ja: (props) => `Cloudflare Account API Token\u304C\u898B\u3064\u304B\u308A\u307E\u3057\u305F: ${props.TOKEN}`
  }
};
var messageIdMap = {
  cfk: "CLOUDFLARE_GLOBAL_API_KEY",
  cfut: "CLOUDFLARE_USER_API_TOKEN",
  cfat: "CLOUDFLARE_ACCOUNT_API_TOKEN"
};
var CLOUDFLARE_TOKEN_PATTERN = new RegExp("(?<!\\p{L})(?<prefix>cfk|cfut|cfat)_[A-Za-z0-9]{40}[0-9a-f]{8}(?![A-Za-z0-9])", "gu");
function reportIfFound({ source, options, context, t }) {
  const results = source.content.matchAll(CLOUDFLARE_TOKEN_PATTERN);
  for (const result of results) {
    const index = result.index ?? 0;
    const match = result[0] ?? "";
    const prefix = result.groups?.["prefix"];
    if (!prefix) {
      continue;
    }
    const range = [index, index + match.length];
    const allowedResults = regexpStringMatcherExports.matchPatterns(match, options.allows);
    if (allowedResults.length > 0) {
      continue;
    }
    context.report({
      message: t(messageIdMap[prefix], {
        TOKEN: match
      }),
      range
    });
  }
}
var creator$3 = {
  messages: messages$2,
  meta: {
    id: "@secretlint/secretlint-rule-cloudflare",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-cloudflare/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$2);
    const normalizedOptions = {
      allows: options.allows ?? []
    };
    return {
      file(source) {
        reportIfFound({ source, options: normalizedOptions, context, t });
      }
    };
  }
};
var messages$1 = {
  TAILSCALE_API_KEY: {
    en: (props) => `found Tailscale API access token: ${props.KEY}`,
    ja: (props) => `Tailscale API \u30A2\u30AF\u30BB\u30B9\u30C8\u30FC\u30AF\u30F3: ${props.KEY} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  TAILSCALE_AUTH_KEY: {
    en: (props) => `found Tailscale pre-authentication key: ${props.KEY}`,
    ja: (props) => `Tailscale \u4E8B\u524D\u8A8D\u8A3C\u30AD\u30FC: ${props.KEY} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  TAILSCALE_CLIENT_KEY: {
    en: (props) => `found Tailscale OAuth client key: ${props.KEY}`,
    ja: (props) => `Tailscale OAuth \u30AF\u30E9\u30A4\u30A2\u30F3\u30C8\u30AD\u30FC: ${props.KEY} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  TAILSCALE_SCIM_KEY: {
    en: (props) => `found Tailscale SCIM key: ${props.KEY}`,
    ja: (props) => `Tailscale SCIM \u30AD\u30FC: ${props.KEY} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  TAILSCALE_WEBHOOK_KEY: {
    en: (props) => `found Tailscale webhook key: ${props.KEY}`,
    ja: (props) => `Tailscale Webhook \u30AD\u30FC: ${props.KEY} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  },
  TAILSCALE_KEY: {
    en: (props) => `found Tailscale key: ${props.KEY}`,
    ja: (props) => `Tailscale \u30AD\u30FC: ${props.KEY} \u304C\u307F\u3064\u304B\u308A\u307E\u3057\u305F`
  }
};
var messageIdByType = {
  api: "TAILSCALE_API_KEY",
  auth: "TAILSCALE_AUTH_KEY",
  client: "TAILSCALE_CLIENT_KEY",
  scim: "TAILSCALE_SCIM_KEY",
  webhook: "TAILSCALE_WEBHOOK_KEY"
};
var creator$2 = {
  messages: messages$1,
  meta: {
    id: "@secretlint/secretlint-rule-tailscale",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-tailscale/README.md"
    }
  },
  create(context, options) {
    const t = context.createTranslator(messages$1);
    const normalizedOptions = {
      allows: options.allows ?? []
    };
    return {
      file(source) {
        const pattern = new RegExp("(?<!\\p{L})tskey-(?<type>[a-z]{2,20})-[0-9A-Za-z_]{8,40}-[0-9A-Za-z_]{16,60}(?![0-9A-Za-z_])", "gu");
        const matches = source.content.matchAll(pattern);
        for (const match of matches) {
          const index = match.index ?? 0;
          const matchString = match[0] ?? "";
          const type = match.groups?.type ?? "";
          const range = [index, index + matchString.length];
          const allowedResults = regexpStringMatcherExports.matchPatterns(matchString, normalizedOptions.allows);
          if (allowedResults.length > 0) {
            continue;
          }
          const messageId = messageIdByType[type] ?? "TAILSCALE_KEY";
          context.report({
            message: t(messageId, {
              KEY: matchString
            }),
            range
          });
        }
      }
    };
  }
};
var HTML_COMMENT_REGEXP = /(?<type>secretlint-(?:disable-next-line|disable-line|disable|enable))(?<options>.*)/g;
var parseComments = (source) => {
  const matches = source.content.matchAll(HTML_COMMENT_REGEXP);
  return Array.from(matches).map((match) => {
    const type = match.groups?.type;
    const index = match.index;
    if (type === "secretlint-disable-line") {
      return {
        type,
        options: parseComment(match.groups?.options),
        line: source.indexToPosition(index).line
      };
    }
    if (type === "secretlint-disable-next-line") {
      return {
        type,
        options: parseComment(match.groups?.options),
        line: source.indexToPosition(index).line + 1
      };
    }
    return {
      type,
      options: parseComment(match.groups?.options),
      index
    };
  });
};
function parseComment(options) {
  if (!options) {
    return [];
  }
  const commentStart = options.indexOf("--");
  const ruleIdString = commentStart === -1 ? options : options.slice(0, commentStart);
  return ruleIdString.split(/,/).map((arg) => arg.trim()).filter((arg) => arg !== "") ?? [];
}
var CommentState = class {
  source;
  reportingConfig;
  endIndex;
  constructor(source) {
    this.source = source;
    this.reportingConfig = [];
    this.endIndex = source.content.length;
  }
  getIgnoringMessages() {
    const isFilledMessage = (message) => {
      return message.startIndex !== null && message.endIndex !== null && message.ruleId !== null;
    };
    return this.reportingConfig.map((reporting) => {
      if (reporting.endIndex === null) {
        reporting.endIndex = this.endIndex;
      }
      return reporting;
    }).filter(isFilledMessage);
  }
  disableLine(lineNumber, rulesToDisable) {
    const reportingConfig = this.reportingConfig;
    const range = this.source.locationToRange({
      start: {
        line: lineNumber,
        column: 0
      },
      end: {
        line: lineNumber + 1,
        column: 0
      }
    });
    if (rulesToDisable.length) {
      rulesToDisable.forEach((ruleId) => {
        reportingConfig.push({
          startIndex: range[0],
          endIndex: range[1] - 1,
          ruleId
        });
      });
    } else {
      reportingConfig.push({
        startIndex: range[0],
        endIndex: range[1] - 1,
        ruleId: "*"
      });
    }
  }
  /**
   * Add data to reporting configuration to disable reporting for list of rules
   * starting from start location
   * @returns {void}
   */
  disableReporting(startIndex, rulesToDisable) {
    const reportingConfig = this.reportingConfig;
    if (rulesToDisable.length) {
      rulesToDisable.forEach(function(ruleId) {
        reportingConfig.push({
          startIndex,
          endIndex: null,
          ruleId
        });
      });
    } else {
      reportingConfig.push({
        startIndex,
        endIndex: null,
        ruleId: "*"
      });
    }
  }
  /**
   * Add data to reporting configuration to enable reporting for list of rules
   * starting from start location
   */
  enableReporting(endIndex, rulesToEnable) {
    const reportingConfig = this.reportingConfig;
    if (rulesToEnable.length) {
      rulesToEnable.forEach(function(ruleId) {
        for (let i = reportingConfig.length - 1; i >= 0; i--) {
          if (!reportingConfig[i].endIndex && reportingConfig[i].ruleId === ruleId) {
            reportingConfig[i].endIndex = endIndex;
            break;
          }
        }
      });
    } else {
      let prevStart;
      for (let i = reportingConfig.length - 1; i >= 0; i--) {
        if (prevStart && prevStart !== reportingConfig[i].startIndex) {
          break;
        }
        if (!reportingConfig[i].endIndex) {
          reportingConfig[i].endIndex = endIndex;
          prevStart = reportingConfig[i].startIndex;
        }
      }
    }
  }
};
var messages = {
  IGNORE_MESSAGE: {
    en: () => `disable by secretlint-disable comment`
  }
};
var creator$1 = {
  messages,
  meta: {
    id: "@secretlint/secretlint-rule-filter-comments",
    recommended: true,
    type: "scanner",
    supportedContentTypes: ["text"],
    docs: {
      url: "https://github.com/secretlint/secretlint/blob/master/packages/%40secretlint/secretlint-rule-filter-comments/README.md"
    }
  },
  create(context) {
    const t = context.createTranslator(messages);
    return {
      file(source) {
        const state = new CommentState(source);
        const comments = parseComments(source);
        for (const comment of comments) {
          if (comment.type === "secretlint-disable") {
            state.disableReporting(comment.index, comment.options);
          } else if (comment.type === "secretlint-enable") {
            state.enableReporting(comment.index, comment.options);
          } else if (comment.type === "secretlint-disable-line") {
            state.disableLine(comment.line, comment.options);
          } else if (comment.type === "secretlint-disable-next-line") {
            state.disableLine(comment.line, comment.options);
          }
        }
        state.getIgnoringMessages().forEach((message) => {
          context.ignore({
            message: t("IGNORE_MESSAGE"),
            range: [message.startIndex, message.endIndex],
            targetRuleId: message.ruleId
          });
        });
      }
    };
  }
};
var rules = [
  creator$s,
  creator$r,
  creator$h,
  creator$q,
  creator$o,
  creator$p,
  creator$g,
  creator$f,
  creator$e,
  creator$d,
  creator$c,
  creator$b,
  creator$n,
  creator$m,
  creator$l,
  creator$k,
  creator$j,
  creator$i,
  creator$a,
  creator$9,
  creator$8,
  creator$7,
  creator$6,
  creator$5,
  creator$4,
  creator$3,
  creator$2,
  creator$1
];

// src/engine/util/secret-rules.ts
var found = [];
var handlers = rules.map(
  (rule) => rule.create(
    {
      report: ({ range }) => {
        if (range && range[1] > range[0]) found.push([range[0], range[1]]);
      },
      ignore: () => {
      },
      registerRule: () => {
      },
      createTranslator: () => (id) => id
    },
    {}
  )
);
var MIN_LENGTH = 8;
function secretRanges(text) {
  if (text.length < MIN_LENGTH) return [];
  found = [];
  const source = {
    content: text,
    filePath: "text.txt",
    ext: ".txt",
    contentType: "text",
    indexToPosition: () => ({ line: 1, column: 0 }),
    locationToRange: () => [0, 0]
  };
  for (const handler of handlers) {
    const pending = handler.file?.(source);
    if (pending instanceof Promise) pending.catch(() => {
    });
  }
  const sorted = found.sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

// src/engine/util/redact.ts
var REDACTED = "[REDACTED]";
var MIN_SECRET_LENGTH = 4;
var MIN_SECRET_LINE_LENGTH = 8;
var MIN_ENCODED_SECRET_BYTES = 12;
var MAX_PASSES = 8;
var PRIVATE_KEY_BEGIN = "-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----";
function beginsPrivateKey(text) {
  return PRIVATE_KEY_BEGIN_REGEX.test(text);
}
var PRIVATE_KEY_BEGIN_REGEX = new RegExp(PRIVATE_KEY_BEGIN);
var TOKEN_PATTERNS = [
  // PEM private keys (an unterminated one runs to the end).
  String.raw`${PRIVATE_KEY_BEGIN}[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)`,
  // GitHub: personal, OAuth, user-to-server, server-to-server, refresh tokens.
  "gh[pousr]_[A-Za-z0-9]{36,}",
  "github_pat_[A-Za-z0-9_]{20,}",
  // OpenAI (sk-…, sk-proj-…, sk-svcacct-…) and Anthropic (sk-ant-…); not inside a word like "disk-".
  "(?<![A-Za-z0-9])sk-[A-Za-z0-9_-]{20,}",
  // Slack.
  "xox[abprs]-[A-Za-z0-9-]{10,}",
  // AWS access key ids (long-term and temporary).
  "(?:AKIA|ASIA)[0-9A-Z]{16}",
  // Google API keys.
  "AIza[0-9A-Za-z_-]{35}",
  // npm tokens.
  "npm_[A-Za-z0-9]{36}",
  // JWTs (header.payload.signature, base64url), from the start of a run of such characters: tried
  // at every `eyJ` of a long run, the match would scan the rest of the run each time.
  String.raw`(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*`
];
var BEARER = String.raw`\b(Bearer\s+)[A-Za-z0-9._~+/=-]{16,}`;
var escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
function looksLikeSecret(text) {
  return new RegExp([...TOKEN_PATTERNS, BEARER].join("|")).test(text);
}
function encodedForms(secret) {
  const bytes = Buffer.from(secret, "utf8");
  if (bytes.length < MIN_ENCODED_SECRET_BYTES) return [];
  const forms = [bytes.toString("hex"), bytes.toString("hex").toUpperCase()];
  for (let align = 0; align < 3; align++) {
    const padded = Buffer.concat([Buffer.alloc(align), bytes, Buffer.alloc(2)]);
    const first = Math.ceil(8 * align / 6);
    const end = Math.floor(8 * (align + bytes.length) / 6);
    const core = padded.toString("base64").slice(first, end);
    forms.push(core, core.replaceAll("+", "-").replaceAll("/", "_"));
  }
  return forms;
}
function withoutRanges(text, ranges) {
  if (ranges.length === 0) return text;
  let out = "";
  let at = 0;
  for (const [start, end] of ranges) {
    out += text.slice(at, start) + REDACTED;
    at = end;
  }
  return out + text.slice(at);
}
var MAX_REMEMBERED = 5e4;
var Redactor = class {
  #secrets = /* @__PURE__ */ new Set();
  #regex;
  /**
   * Every model request sends the whole context again, and the rule sets cost
   * about 14 µs a text: what was redacted once is looked up. Redaction is a
   * function of the text and the registered values, so a new value clears it.
   */
  #remembered = /* @__PURE__ */ new Map();
  constructor(secrets = []) {
    for (const secret of secrets) if (secret) this.add(secret);
  }
  /**
   * Registers a secret value. Values shorter than 4 characters are ignored, and
   * so are values that are part of the `[REDACTED]` marker itself. The value is
   * also registered trimmed, JSON-escaped, URL-encoded, base64- and
   * hex-encoded, and line by line when it spans lines, since it may leave the
   * process in any of those forms.
   */
  add(secret) {
    const variants = /* @__PURE__ */ new Set();
    for (const base of /* @__PURE__ */ new Set([secret, secret.trim()])) {
      variants.add(base);
      variants.add(JSON.stringify(base).slice(1, -1));
      try {
        variants.add(encodeURIComponent(base));
        variants.add(encodeURIComponent(base).replaceAll("%20", "+"));
      } catch {
      }
      for (const encoded of encodedForms(base)) variants.add(encoded);
    }
    if (/[\r\n]/.test(secret)) {
      for (const line of secret.split(/\r?\n|\r/)) {
        if (line.trim().length >= MIN_SECRET_LINE_LENGTH) variants.add(line.trim());
      }
    }
    for (const value of variants) {
      if (value.length < MIN_SECRET_LENGTH || REDACTED.includes(value)) continue;
      if (!this.#secrets.has(value)) {
        this.#secrets.add(value);
        this.#regex = void 0;
        this.#remembered.clear();
      }
    }
    return this;
  }
  /** How many values (with their variants) are registered. */
  get size() {
    return this.#secrets.size;
  }
  /**
   * Replaces every registered value and every key- or token-shaped string
   * (Baton's patterns and secretlint's maintained rules) with `[REDACTED]`.
   */
  redact(text) {
    const known = this.#remembered.get(text);
    if (known !== void 0) return known;
    const redacted = this.#redact(text);
    if (this.#remembered.size >= MAX_REMEMBERED) this.#remembered.clear();
    this.#remembered.set(text, redacted);
    return redacted;
  }
  #redact(text) {
    const regex = this.#compiled();
    let current = withoutRanges(text, secretRanges(text));
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      regex.lastIndex = 0;
      const next = current.replace(
        regex,
        (_match, bearer) => bearer === void 0 ? REDACTED : `${bearer}${REDACTED}`
      );
      if (next === current) return next;
      current = next;
    }
    return current;
  }
  /**
   * Redacts every string (values and keys) inside a JSON-like value: objects,
   * arrays, strings. Other values are returned as they are. Returns a copy.
   * Walks with its own stack: saved state is untrusted and may nest deeper
   * than the call stack goes.
   */
  redactDeep(value) {
    return this.#deep(value).copy;
  }
  /**
   * redactDeep, but the value itself when nothing in it is a secret: an entry
   * read from a log and kept goes back as the bytes it was read from (unknown
   * fields, numbers past double precision), as the log's format promises.
   */
  redactIfNeeded(value) {
    const { copy, changed } = this.#deep(value);
    return changed ? copy : value;
  }
  #deep(value) {
    const seen = /* @__PURE__ */ new WeakMap();
    const pending = [];
    let changed = false;
    const text = (s) => {
      const redacted = this.redact(s);
      if (redacted !== s) changed = true;
      return redacted;
    };
    const copyOf = (v) => {
      if (typeof v === "string") return text(v);
      if (v === null || typeof v !== "object") return v;
      if (seen.has(v)) return seen.get(v);
      const proto = Object.getPrototypeOf(v);
      if (!Array.isArray(v) && proto !== Object.prototype && proto !== null) return v;
      const copy = Array.isArray(v) ? [] : {};
      seen.set(v, copy);
      pending.push([v, copy]);
      return copy;
    };
    const root = copyOf(value);
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [source, copy] = next;
      if (Array.isArray(copy)) for (const item of source) copy.push(copyOf(item));
      else for (const [key, item] of Object.entries(source)) copy[text(key)] = copyOf(item);
    }
    return { copy: root, changed };
  }
  #compiled() {
    if (!this.#regex) {
      const secrets = [...this.#secrets].sort((a, b) => b.length - a.length).map(escapeRegExp);
      this.#regex = new RegExp([...secrets, ...TOKEN_PATTERNS, BEARER].join("|"), "g");
    }
    return this.#regex;
  }
};

export {
  secretRanges,
  beginsPrivateKey,
  looksLikeSecret,
  Redactor
};

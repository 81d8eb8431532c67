#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  RunCompaction,
  recordCompaction
} from "./chunk-VONEJLLM.js";
import {
  NO_USAGE,
  addUsage
} from "./chunk-EXTAXSNO.js";
import {
  clipBody,
  dropOldest,
  readComments
} from "./chunk-LREC5TCF.js";
import {
  batonConfigPaths,
  isBatonConfigPath
} from "./chunk-RKADV6FR.js";
import {
  findProgram,
  runProgram,
  shellTool
} from "./chunk-PSIYHUHG.js";
import {
  catalogModel,
  knownContextWindow,
  resolveContextWindow
} from "./chunk-7XJGNHOA.js";
import {
  isStdio,
  resolveValues
} from "./chunk-MIKY3DZF.js";
import {
  EMPTY_CONFIG
} from "./chunk-YGW6KKTC.js";
import {
  cleanLine,
  revealInvisible,
  stripUntrusted
} from "./chunk-HZICW6AM.js";
import {
  MAX_OUTPUT_BYTES,
  ToolError,
  defineTool,
  truncateOutput
} from "./chunk-JKP3GOEL.js";
import {
  JOIN_SOURCE
} from "./chunk-LKXSXHTS.js";
import {
  cachedMessageTokens,
  contextTokens,
  estimatedUsage,
  loadTokenizer,
  messagesTokenBound,
  preloadTokenizer,
  textTokens
} from "./chunk-PH4XEHJT.js";
import {
  buildContext,
  buildUnrepairedContext,
  masksInPlace,
  repairToolPairs
} from "./chunk-B4WSINGS.js";
import {
  MAX_ENTRY_DEPTH,
  jsonDepth
} from "./chunk-EBJBY5JQ.js";
import {
  COVERING_ENTRY_TYPES,
  known
} from "./chunk-HRV54FJ4.js";
import {
  DEFAULT_MAX_OUTPUT_BYTES,
  ProgramSandbox,
  programInstall,
  runProcess,
  runSandboxed
} from "./chunk-BKAG5NPA.js";
import {
  safeEnv
} from "./chunk-SJZDYVL2.js";
import {
  MANUAL_STRATEGY,
  strategyNamed
} from "./chunk-FAT4S3CS.js";
import {
  HOOK_EVENTS,
  ResultSchemas,
  builtinRecipesDir,
  isEmptyResult,
  isHookEvent,
  loadRecipes,
  renderRecipe
} from "./chunk-FHJ4YSCS.js";
import {
  CHECKS_TOOL,
  DEFAULT_TOOLS,
  EDIT_TOOLS,
  FILE_TOOLS,
  GITHUB_TOOLS,
  MCP_PREFIX,
  RESOLVE_TOOL,
  REVIEW_TOOL,
  TOOL_NAME,
  mcpToolName,
  parseMcpName
} from "./chunk-ZQYUS7CZ.js";
import {
  ContextOverflowError
} from "./chunk-NALBFLIG.js";
import {
  Redactor
} from "./chunk-JLUXB5JD.js";
import {
  _enum,
  array,
  number,
  object,
  record,
  string,
  unknown
} from "./chunk-FLXSCLV4.js";
import {
  clip,
  clipMiddle,
  count,
  cut,
  describeIssues,
  formatUsd
} from "./chunk-HBY6AOVX.js";
import {
  BatonError,
  GitHubError,
  describeError,
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";
import {
  __commonJS,
  __toESM
} from "./chunk-I5QNXST4.js";

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports, module) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var UNDEFINED = void 0;
    var EMPTY = "";
    var SPACE = " ";
    var ESCAPE = "\\";
    var REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/;
    var BOM = "\uFEFF";
    var REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var DOUBLE_SLASH = "//";
    var SLASH_CODE = 47;
    var DOT_CODE = 46;
    var SLASH = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define = (object2, key, value) => {
      Object.defineProperty(object2, key, { value });
      return value;
    };
    var RETURN_FALSE = () => false;
    var POSIX_CLASSES = {
      alnum: "0-9A-Za-z",
      alpha: "A-Za-z",
      blank: " \\t",
      cntrl: "\\x00-\\x1f\\x7f",
      digit: "0-9",
      graph: "!-.0-~",
      lower: "a-z",
      print: " -.0-~",
      punct: "!-.:-@\\[-`{-~",
      // git's `sane-ctype.h` classifies \v and \f as control, not space,
      //   unlike C's `isspace`
      space: " \\t\\n\\r",
      upper: "A-Z",
      xdigit: "0-9A-Fa-f"
    };
    var CLASS_MEMBERS_TO_ESCAPE = "\\]^-[";
    var escapeMember = (char) => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0 ? char : ESCAPE + char;
    var NON_SLASH = "(?!\\/)";
    var classSource = (negated, body) => {
      if (negated) {
        return `[^\\/${body}]`;
      }
      const source = `[${body}]`;
      return new RegExp(source).test("/") ? NON_SLASH + source : source;
    };
    var scanBracket = (pattern, start) => {
      const { length } = pattern;
      let index = start + 1;
      let negated = EMPTY;
      const lead = pattern[index];
      if (lead === "!" || lead === "^") {
        negated = "^";
        index++;
      }
      let body = EMPTY;
      let prev = EMPTY;
      for (; ; ) {
        const char = pattern[index];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped = pattern[++index];
          body += escapeMember(escaped);
          prev = escaped;
        } else if (char === "-" && prev && index + 1 < length && pattern[index + 1] !== "]") {
          index++;
          let to = pattern[index];
          if (to === ESCAPE) {
            to = pattern[index += 1];
          }
          if (prev <= to) {
            body += `-${escapeMember(to)}`;
          }
          prev = EMPTY;
        } else if (char === "[" && pattern[index + 1] === ":") {
          const nameStart = index + 2;
          let end = nameStart;
          while (end < length && pattern[end] !== "]") {
            end++;
          }
          if (end === length) {
            return null;
          }
          if (end > nameStart && pattern[end - 1] === ":") {
            const name = pattern.slice(nameStart, end - 1);
            if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
              return null;
            }
            body += POSIX_CLASSES[name];
            prev = EMPTY;
            index = end;
          } else {
            body += escapeMember("[");
            prev = "[";
            index = nameStart - 2;
          }
        } else {
          body += escapeMember(char);
          prev = char;
        }
        index++;
        if (pattern[index] === "]") {
          return {
            end: index,
            source: classSource(negated, body)
          };
        }
      }
    };
    var NEVER_MATCH = "[]";
    var PLACEHOLDER = "\0";
    var REGEX_RESTORE_PLACEHOLDER = new RegExp(
      `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`,
      "g"
    );
    var TRAILING_WILDCARD = "\uE000";
    var TRAILING_DOUBLESTAR = "\uE001";
    var isReserved = (char) => char === PLACEHOLDER || char === TRAILING_WILDCARD || char === TRAILING_DOUBLESTAR;
    var extractBrackets = (pattern) => {
      const sources = [];
      const hold = (source) => `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`;
      const { length } = pattern;
      let out = EMPTY;
      let index = 0;
      while (index < length) {
        const char = pattern[index];
        if (char === ESCAPE) {
          const escaped = pattern[index + 1];
          if (escaped === SLASH && index + 2 === length) {
            out += hold(NEVER_MATCH);
          } else if (escaped === "*" || escaped === "[" || escaped === SPACE) {
            out += pattern.slice(index, index + 2);
          } else {
            out += hold(
              REGEX_LITERAL_SPECIAL.test(escaped) ? ESCAPE + escaped : isReserved(escaped) ? `[${escaped}]` : escaped
            );
          }
          index += 2;
        } else if (isReserved(char)) {
          out += hold(`[${char}]`);
          index++;
        } else if (char === "[") {
          const scanned = scanBracket(pattern, index);
          if (scanned === null) {
            out += hold(NEVER_MATCH);
            index = length;
          } else {
            out += hold(scanned.source);
            index = scanned.end + 1;
          }
        } else {
          out += char;
          index++;
        }
      }
      return {
        source: out,
        sources
      };
    };
    var DIRECT = null;
    var REGEX_INNER_SLASH = /\/(?!$)/;
    var WILDCARD = "[^\\/]*";
    var REPLACERS = [
      // Replace (\ ) with ' '
      // Only a space: an escaped tab or other whitespace is already a literal by
      //   the time it reaches here, and a bare tab must be left as one, not turned
      //   into a space.
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        // A run of backslashes is taken whole, from its first one, so no match
        //   ever starts again inside it -- `(\\+?) ` did, which made a long run
        //   quadratic.
        /(\\+)( ?)/g,
        (_, run, space) => space ? run.slice(0, run.length - run.length % 2) + SPACE : run,
        ESCAPE + SPACE
      ],
      // git's wildmatch() reads a run of two or more asterisks as one globstar
      //   whenever the run fills a path segment: it starts the pattern or follows
      //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
      //   already `**`; a longer one is folded into `**` here, so the steps
      //   below only ever have to know `**`.
      // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
      // git also takes a run beside a literal prefix (`a***/b`) or beside an
      //   escaped slash (`***\/b`) as a globstar, and this does not; the README
      //   lists both, under "A run of asterisks".
      [
        /(^|\/)\*{3,}(?=\/|$)/g,
        (_, start) => `${start}**`,
        "*"
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]",
        "?"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^",
        SLASH
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/",
        SLASH
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*(?:\\\*\\\*\\\/)+/,
        // '**/foo' <-> 'foo'
        () => "(?:^|\\/)",
        "*"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        DIRECT,
        (source, pattern) => {
          if (!source || source[0] === "^" || source[0] === "(") {
            return source;
          }
          const anchor = !REGEX_INNER_SLASH.test(pattern) ? "(?:^|\\/)" : "^";
          return anchor + source;
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str) => index + 6 < str.length ? str.slice(index + 6) === "\\/" ? "(?:\\/[^\\/]+)+" : "(?:\\/[^\\/]+)*" : `\\/${TRAILING_DOUBLESTAR}`,
        "*"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\])(?:\\\*)+(?!$)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        // 1. An asterisk "*" matches anything except a slash.
        // 2. Other consecutive asterisks are considered regular asterisks
        //    and collapse into one non-slash wildcard run.
        (_, p1) => p1 + WILDCARD,
        "*"
      ],
      // trailing wildcard, held apart from a literal star
      [
        // The step above leaves a trailing `*` alone, so a single `\*` is all that
        //   can be left at the end here, and what stands in front of it says which
        //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
        //   nothing before it; a literal arrives as the user's own escape, which
        //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
        //   There is no third case: every backslash still reaching the chain is
        //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
        //   own character, so a longer run can never form. This runs while the
        //   two are still distinct, before the unescape steps below collapse the
        //   literal onto the very `\*` a wildcard leaves behind.
        /(^|[^\\])((?:\\\\)*)\\\*$/,
        (match, p1, p2) => p2 === EMPTY ? p1 + TRAILING_WILDCARD : match,
        "*"
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // Every real bracket expression -- POSIX classes included -- has already
        //   been held aside by `extractBrackets`, so the only `[` left in the
        //   pattern is an escaped, literal one.
        // A backslash could only stand at the end of the range if it quoted the
        //   `]`, and `\]` is held aside long before this.
        /\\\[([^\]/]*?)($|\])/g,
        // '\\[bar]' -> '\\\\[bar]'
        (match, range, close) => `\\[${range}${close}`,
        "["
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        DIRECT,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (source) => {
          const last = source[source.length - 1];
          if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
            return source;
          }
          return last === SLASH ? `${source}$` : `${source}(?=$|\\/$)`;
        }
      ]
    ];
    var REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/;
    var MODE_IGNORE = "regex";
    var MODE_CHECK_IGNORE = "checkRegex";
    var UNDERSCORE = "_";
    var replaceTrailingWildcard = (_, p1) => {
      const prefix = p1 ? `${p1}[^/]+` : "[^/]*";
      return `${prefix}(?=$|\\/$)`;
    };
    var REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/;
    var replaceTrailingDoublestar = () => "[\\s\\S]";
    var separatorAfter = (run, at2) => {
      let separator = EMPTY;
      for (let index = at2 + 1; index < run.length && !run[index].wildcard; index++) {
        separator += run[index].single;
      }
      return separator;
    };
    var pinWildcards = (source) => {
      if (source.indexOf(WILDCARD) < 0) {
        return source;
      }
      const tokens = [];
      const { length } = source;
      let index = 0;
      while (index < length) {
        const char = source[index];
        if (source.startsWith(WILDCARD, index)) {
          tokens.push({ wildcard: true });
          index += WILDCARD.length;
        } else if (char === "[") {
          let end = index + 1;
          if (source[end] === "^") {
            end++;
          }
          if (source[end] === "]") {
            end++;
          }
          while (end < length && source[end] !== "]") {
            end += source[end] === ESCAPE ? 2 : 1;
          }
          end++;
          tokens.push({ single: source.slice(index, end) });
          index = end;
        } else if (char === ESCAPE) {
          tokens.push({ single: source.slice(index, index + 2) });
          index += 2;
        } else if (char === "(") {
          let depth = 0;
          let end = index;
          do {
            if (source[end] === ESCAPE) {
              end++;
            } else if (source[end] === "(") {
              depth++;
            } else if (source[end] === ")") {
              depth--;
            }
            end++;
          } while (end < length && depth > 0);
          if ("*+?".indexOf(source[end]) >= 0) {
            end++;
          }
          tokens.push({ boundary: source.slice(index, end) });
          index = end;
        } else if (char === "^" || char === "$") {
          tokens.push({ boundary: char });
          index++;
        } else {
          tokens.push({ single: char });
          index++;
        }
      }
      let out = EMPTY;
      let run = [];
      const flush = () => {
        let lastWildcard;
        run.forEach((token, at2) => {
          if (token.wildcard) {
            lastWildcard = at2;
          }
        });
        run.forEach((token, at2) => {
          if (!token.wildcard) {
            out += token.single;
            return;
          }
          out += at2 === lastWildcard ? WILDCARD : `(?:(?!${separatorAfter(run, at2)})[^\\/])*`;
        });
        run = [];
      };
      tokens.forEach((token) => {
        if (token.boundary === void 0) {
          run.push(token);
          return;
        }
        flush();
        out += token.boundary;
      });
      flush();
      return out;
    };
    var makeRegexPrefix = (pattern) => {
      if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
        pattern = "**";
      }
      const { source, sources } = extractBrackets(pattern);
      const replaced = REPLACERS.reduce(
        // A pass whose matcher finds nothing hands back the very string it was
        //   given, so asking first costs a search and saves a rewrite. Ten of the
        //   fifteen passes never fire for a typical .gitignore line, and between
        //   them they were 45% of this chain.
        (prev, [matcher, replacer, required]) => {
          if (matcher === DIRECT) {
            return replacer(prev, pattern);
          }
          if (required !== UNDEFINED && prev.indexOf(required) < 0) {
            return prev;
          }
          return matcher.test(prev) ? prev.replace(matcher, replacer.bind(pattern)) : prev;
        },
        source
      );
      return sources.length ? replaced.replace(
        REGEX_RESTORE_PLACEHOLDER,
        (match, index) => sources[index]
      ) : replaced;
    };
    var checkSourceOf = (body, prefix) => {
      if (body[body.length - 1] === SLASH) {
        prefix = makeRegexPrefix(body.slice(0, -1));
      }
      const head = prefix.slice(0, -1);
      const last = prefix[prefix.length - 1];
      return last === TRAILING_WILDCARD ? `${head}$` : last === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body) => {
      const index = body.indexOf(SLASH);
      return index < 0 || index === body.length - 1;
    };
    var basenameOf = (path6) => {
      const end = path6.length - 1;
      const index = path6.lastIndexOf(
        SLASH,
        path6[end] === SLASH ? end - 1 : end
      );
      return index < 0 ? path6 : path6.slice(index + 1);
    };
    var parentOf = (path6) => {
      if (path6.charCodeAt(0) === SLASH_CODE || path6.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path6.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY;
      }
      const end = path6.length - 1;
      const cut2 = path6.lastIndexOf(
        SLASH,
        path6.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut2 < 0 ? EMPTY : path6.slice(0, cut2 + 1);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern);
    var splitPattern = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark, body, ignoreCase, negative, prefix) {
        this.pattern = pattern;
        this.mark = mark;
        this.negative = negative;
        define(this, "body", body);
        define(this, "ignoreCase", ignoreCase);
        define(this, "regexPrefix", prefix);
      }
      // Worked out on first use and kept behind an own property, the way `regex`
      //   caches itself in `_regex`. Deciding it in the constructor instead would
      //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
      //   every compile -- including the compiles of rules that are never matched
      //   against anything.
      get _basenameOnly() {
        return define(this, "_basenameOnly", matchesBasename(this.body));
      }
      get regex() {
        const key = UNDERSCORE + MODE_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_IGNORE, key);
      }
      get checkRegex() {
        const key = UNDERSCORE + MODE_CHECK_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_CHECK_IGNORE, key);
      }
      _make(mode, key) {
        const str = pinWildcards(
          mode === MODE_IGNORE ? this.regexPrefix.replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard).replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar) : checkSourceOf(this.body, this.regexPrefix)
        );
        const regex = this.ignoreCase ? new RegExp(str, "i") : new RegExp(str);
        return define(this, key, regex);
      }
    };
    var hasTrailingBackslash = (str) => {
      let count2 = 0;
      while (str[str.length - count2 - 1] === ESCAPE) {
        count2++;
      }
      return count2 % 2 === 1;
    };
    var trimEnd = (body, stripLineEnd) => {
      let lineEnd = body.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body[lineEnd - 1] === "\r") {
          lineEnd--;
        }
        end = lineEnd;
        while (body[end - 1] === SPACE) {
          end--;
        }
        if (!stripLineEnd || body[end - 1] !== "\n") {
          break;
        }
        lineEnd = end - 1;
      }
      if (end === lineEnd) {
        return body.slice(0, lineEnd);
      }
      let backslashes = 0;
      while (body[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body.slice(0, end - 1) + SPACE : body.slice(0, end);
    };
    var createRule = (pattern, mark, ignoreCase, stripLineEnd, stripBOM) => {
      let body = stripBOM && pattern[0] === BOM ? pattern.slice(1) : pattern;
      if (body[0] === "#") {
        return;
      }
      let negative = false;
      if (body[0] === "!") {
        negative = true;
        body = body.slice(1);
      }
      const last = body[body.length - 1];
      if (last === SPACE || stripLineEnd && (last === "\r" || last === "\n")) {
        body = trimEnd(body, stripLineEnd);
      }
      if (!body || hasTrailingBackslash(body)) {
        return;
      }
      body = body.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body);
      return new IgnoreRule(
        pattern,
        mark,
        body,
        ignoreCase,
        negative,
        regexPrefix
      );
    };
    var RuleManager = class {
      constructor(ignoreCase) {
        this._ignoreCase = ignoreCase;
        this._rules = [];
        this._basenameCount = 0;
      }
      _add(pattern, index) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules._rules);
          this._basenameCount += pattern._rules._basenameCount;
          this._added = true;
          return;
        }
        const isStr = isString(pattern);
        const raw = isStr ? pattern : pattern.pattern;
        const rule = checkPattern(raw) && createRule(
          raw,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index
        );
        if (rule) {
          this._added = true;
          this._rules.push(rule);
          if (matchesBasename(rule.body)) {
            this._basenameCount++;
          }
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        this._split = isString(pattern);
        this._stripBOM = !this._split || pattern[0] === BOM;
        makeArray(
          this._split ? splitPattern(pattern) : pattern
        ).forEach(this._add, this);
        if (this._added) {
          this._literalRules = UNDEFINED;
        }
        return this._added;
      }
      // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
      //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
      //   are left out once, rather than tested or compiled for every path.
      testLiteral(path6) {
        const rules = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules.length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule.checkRegex.test(path6)) {
            ignored = !rule.negative;
            unignored = rule.negative;
            matchedRule = rule.negative ? UNDEFINED : rule;
            break;
          }
        }
        const ret = {
          ignored,
          unignored
        };
        if (matchedRule) {
          ret.rule = matchedRule;
        }
        return ret;
      }
      // Test one single path without recursively checking parent directories
      //
      // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`
      // @returns {TestResult}
      test(path6, mode) {
        const rules = this._rules;
        const { length } = rules;
        const shortcut = this._basenameCount * 2 >= length;
        const basename2 = shortcut ? basenameOf(path6) : path6;
        for (let index = length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule[mode].test(
            shortcut && rule._basenameOnly ? basename2 : path6
          )) {
            const { negative } = rule;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule;
            }
            return ret;
          }
        }
        return {
          ignored: false,
          unignored: false
        };
      }
    };
    var throwError = (message, Ctor) => {
      throw new Ctor(message);
    };
    var checkPath = (path6, originalPath, doThrow) => {
      if (!isString(path6)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path6) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path6)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path6) => {
      const first = path6.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path6.length === 1) {
        return true;
      }
      const second = path6.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path6.length === 2 || path6.charCodeAt(2) === SLASH_CODE;
    };
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var convertPath = (target) => isString(target) && checkPath.convert(target);
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define(this, KEY_IGNORE, true);
        this._rules = new RuleManager(ignoreCase);
        this._strictPathCheck = !allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      add(pattern) {
        if (this._rules.add(pattern)) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      // @returns {TestResult}
      _test(originalPath, cache, path6) {
        checkPath(
          path6,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path6 ? this._t(path6, cache) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path6 = convertPath(target);
        if (!path6 || path6.charCodeAt(path6.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path6);
        }
        const dir = this._t(path6, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal = this._rules.testLiteral(path6);
        return literal.ignored || literal.unignored ? literal : dir;
      }
      _t(path6, cache) {
        if (path6 in cache) {
          return cache[path6];
        }
        const parentPath = parentOf(path6);
        const parent = parentPath ? this._t(parentPath, cache) : UNDEFINED;
        return cache[path6] = parent && parent.ignored ? parent : this._rules.test(path6, MODE_IGNORE);
      }
      ignores(path6) {
        return this._test(path6, this._ignoreCache, convertPath(path6)).ignored;
      }
      createFilter() {
        return (path6) => !this.ignores(path6);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path6) {
        return this._test(path6, this._testCache, convertPath(path6));
      }
    };
    var factory = (options2) => new Ignore(options2);
    var isPathValid = (path6) => checkPath(convertPath(path6), path6, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path6) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path6) || isNotRelative(path6);
    };
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && process.platform === "win32"
    ) {
      setupWindows();
    }
    module.exports = factory;
    factory.default = factory;
    module.exports.isPathValid = isPathValid;
    define(module.exports, /* @__PURE__ */ Symbol.for("setupWindows"), setupWindows);
  }
});

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options2 = {}) => {
      const prepend = options2.contains ? "" : "^";
      const append = options2.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path6, { windows } = {}) => {
      const segs = path6.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options2) => {
      const opts = options2 || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants5 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants5;
    var expandRange = (args, options2) => {
      if (typeof options2.expandRange === "function") {
        return options2.expandRange(...args, options2);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote2 = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote2 === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote2 = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          continue;
        }
        if (quote2 === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options2) => {
      if (options2.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options2.maxExtglobRecursion === "number" ? options2.maxExtglobRecursion : constants5.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options2) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options2 };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants5.globChars(opts.windows);
      const EXTGLOB_CHARS = constants5.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count2 = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count2++;
        }
        if (count2 % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open4 = tokens[token.tokensIndex];
          open4.type = "text";
          open4.value = literal;
          open4.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open4.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options2, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options2);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre + posix;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open4 = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open4);
          push(open4);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after2 = input[state.index + 4];
            if (after2 && after2 !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options2) => {
      const opts = { ...options2 };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants5.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants5 = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch3 = (glob, options2, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch3(input, options2, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options2 || {};
      const posix = opts.windows;
      const regex = isState ? picomatch3.compileRe(glob, options2) : picomatch3.makeRe(glob, options2, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options2, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch3(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch3.test(input, regex, options2, { glob, posix });
        const result = { glob, state, regex, posix, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch3.test = (input, regex, options2, { glob, posix } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options2 || {};
      const format = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch3.matchBase(input, regex, options2, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch3.matchBase = (input, glob, options2, posix = options2 && options2.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch3.makeRe(glob, options2);
      return regex.test(utils.basename(input, { windows: posix }));
    };
    picomatch3.isMatch = (str, patterns, options2) => picomatch3(patterns, options2)(str);
    picomatch3.parse = (pattern, options2) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch3.parse(p, options2));
      return parse(pattern, { ...options2, fastpaths: false });
    };
    picomatch3.scan = (input, options2) => scan(input, options2);
    picomatch3.compileRe = (state, options2, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options2 || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch3.toRegex(source, options2);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch3.makeRe = (input, options2 = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options2.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options2);
      }
      if (!parsed.output) {
        parsed = parse(input, options2);
      }
      return picomatch3.compileRe(parsed, options2, returnOutput, returnState);
    };
    picomatch3.toRegex = (source, options2) => {
      try {
        const opts = options2 || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options2 && options2.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch3.constants = constants5;
    module.exports = picomatch3;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch3(glob, options2, returnState = false) {
      if (options2 && (options2.windows === null || options2.windows === void 0)) {
        options2 = { ...options2, windows: utils.isWindows() };
      }
      return pico(glob, options2, returnState);
    }
    Object.assign(picomatch3, pico);
    module.exports = picomatch3;
  }
});

// src/engine/util/time-limit.ts
var TIMED_OUT = /* @__PURE__ */ Symbol("timed out");
async function withinTime(work, ms) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
var ABORTED = /* @__PURE__ */ Symbol("aborted");
async function untilAborted(work, signal) {
  if (!signal) return work;
  work.catch(() => {
  });
  if (signal.aborted) return ABORTED;
  let stop;
  const aborted = new Promise((resolve) => {
    stop = () => resolve(ABORTED);
    signal.addEventListener("abort", stop, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener("abort", stop);
  }
}

// src/adapters/mcp/sdk-client.ts
var MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
var REQUEST_TIMEOUT = -32001;
var sdkMcpClient = {
  async connect(target, opts) {
    const [{ Client }, transport] = await Promise.all([
      import("./client-I4H5XJZJ.js"),
      makeTransport(target, opts.onStderr)
    ]);
    const client = new Client({ name: "baton", version: "1" }, { capabilities: {} });
    const connected = await timed(client.connect(transport, options(opts))).catch(async (error) => {
      await client.close().catch(() => {
      });
      throw error;
    });
    if (connected === TIMED_OUT) {
      await client.close().catch(() => {
      });
      return TIMED_OUT;
    }
    return connection(client);
  }
};
async function makeTransport(target, onStderr) {
  if (target.kind === "http") {
    const { StreamableHTTPClientTransport } = await import("./streamableHttp-TPWEHFAQ.js");
    return new StreamableHTTPClientTransport(new URL(target.url), {
      requestInit: { headers: target.headers }
    });
  }
  const { StdioClientTransport } = await import("./stdio-HWZV76TR.js");
  const { launch } = target;
  const transport = new StdioClientTransport({
    command: launch.program,
    args: launch.args,
    env: launch.env,
    cwd: launch.cwd,
    stderr: "pipe",
    maxBufferSize: MAX_MESSAGE_BYTES
  });
  if (onStderr) transport.stderr?.on("data", onStderr);
  return transport;
}
function connection(client) {
  return {
    async listTools(cursor, opts) {
      return timed(client.listTools(cursor === void 0 ? {} : { cursor }, options(opts)));
    },
    async callTool(name, args, opts) {
      const result = await timed(client.callTool({ name, arguments: args }, void 0, options(opts)));
      return result === TIMED_OUT ? result : { text: resultText(result), isError: result.isError === true };
    },
    close: () => client.close().catch(() => {
    })
  };
}
var options = (opts) => ({
  timeout: opts.timeoutMs,
  ...opts.signal ? { signal: opts.signal } : {}
});
async function timed(request) {
  try {
    return await request;
  } catch (error) {
    if (error.code === REQUEST_TIMEOUT) return TIMED_OUT;
    throw error;
  }
}
function resultText(result) {
  if ("toolResult" in result) return JSON.stringify(result.toolResult);
  const parts = [];
  const content = Array.isArray(result.content) ? result.content : [];
  for (const block of content) {
    if (block.type === "text") parts.push(block.text);
    else if (block.type === "resource" && "text" in block.resource) parts.push(block.resource.text);
    else if (block.type === "resource_link") parts.push(`[resource: ${block.uri}]`);
    else if (block.type === "image" || block.type === "audio")
      parts.push(`[${block.type} (${block.mimeType}) left out]`);
    else parts.push(`[${block.type} content left out]`);
  }
  if (result.structuredContent !== void 0 && !content.some((b) => b.type === "text"))
    parts.push(JSON.stringify(result.structuredContent));
  return parts.join("\n");
}

// src/engine/tools/check-log.ts
var CheckLog = class {
  #last;
  #atEdit = 0;
  record(results, atEdit) {
    this.#last = results;
    this.#atEdit = atEdit;
  }
  /** The latest round, or undefined when none ran. */
  get last() {
    return this.#last;
  }
  /** True when no round ran since the `edits`-th edit (none ran, or files changed after the last). */
  staleAt(edits) {
    return this.#last === void 0 || edits > this.#atEdit;
  }
};

// src/engine/tools/files/changed-files.ts
var ChangedFiles = class {
  #files = /* @__PURE__ */ new Map();
  #edits = 0;
  /** A file created and then edited in the same run stays "created". */
  record(rel, change) {
    this.#edits++;
    if (!this.#files.has(rel)) this.#files.set(rel, change);
  }
  /** How many changes were made so far, counting every one: what says whether checks ran on the latest code. */
  get edits() {
    return this.#edits;
  }
  get size() {
    return this.#files.size;
  }
  list() {
    return [...this.#files].map(([path6, change]) => ({ path: path6, change }));
  }
};

// src/engine/tools/checks.ts
var CHECK_TIMEOUT_MS = 10 * 6e4;
async function runChecks(ctx) {
  const checks = ctx.checks ?? [];
  const share = Math.floor(MAX_OUTPUT_BYTES / Math.max(1, checks.length));
  const results = [];
  const parts = [];
  for (const command of checks) {
    const run = await runProgram(ctx, "/bin/sh", ["-c", command], {
      tool: "run_checks",
      timeoutMs: CHECK_TIMEOUT_MS,
      maxOutputBytes: share,
      network: false
    });
    results.push({ command, passed: run.passed, ended: run.ended });
    parts.push(`$ ${command}
${ctx.redact(run.output)}
${run.passed ? "PASSED" : "FAILED"}`);
  }
  const failed = results.filter((r) => !r.passed).length;
  const summary = failed ? `${failed} of ${results.length} checks failed.` : `All ${results.length} checks passed.`;
  ctx.checkLog?.record(results, ctx.changes?.edits ?? 0);
  return { report: `${parts.join("\n\n")}

${summary}`, results };
}
var runChecksTool = defineTool({
  name: "run_checks",
  description: "Run the repository's checks (tests, linters, as its maintainers configured them) on the workspace as it is now, and see each one's output and whether it passed. Run them after changing code, and again after each fix.",
  input: object({}),
  async run(_input, ctx) {
    if (!ctx.checks?.length)
      throw new ToolError("the repository names no checks (checks: in .github/baton.yml)");
    return (await runChecks(ctx)).report;
  }
});

// src/engine/tools/files/edit-text.ts
var MAX_LISTED = 10;
var CONTEXT_LINES = 2;
var MAX_SHOWN_LINES = 12;
function applyEdits(text, edits, file, show) {
  let current = text;
  let removed = 0;
  let added = 0;
  for (const [i, edit] of edits.entries()) {
    const which = edits.length > 1 ? `edit ${i + 1} of ${edits.length}` : "the edit";
    const fail = (why, after2 = "") => new ToolError(`${which}: ${why}. Nothing was changed.${after2}`);
    if (edit.old_text === edit.new_text) throw fail("old_text and new_text are the same");
    let { old_text: from, new_text: to } = edit;
    let found = occurrences(current, from);
    if (found.length === 0 && current.includes("\r\n") && from.includes("\n") && !from.includes("\r")) {
      const crlf = from.replace(/\n/g, "\r\n");
      const crlfFound = occurrences(current, crlf);
      if (crlfFound.length > 0) {
        [from, found] = [crlf, crlfFound];
        if (!to.includes("\r")) to = to.replace(/\n/g, "\r\n");
      }
    }
    if (found.length === 0)
      throw fail(
        `old_text was not found in ${file}; read the file again (read_file) and copy the text exactly, whitespace included`,
        nearest(current, from, show)
      );
    if (found.length > 1) {
      const lines = found.slice(0, MAX_LISTED).map((at3) => lineOf(current, at3));
      const count2 = found.length > MAX_LISTED ? `more than ${MAX_LISTED}` : String(found.length);
      throw fail(
        `old_text occurs ${count2} times in ${file} (at lines ${lines.join(", ")}); include more of the surrounding lines so it matches exactly once`
      );
    }
    const at2 = found[0];
    current = current.slice(0, at2) + to + current.slice(at2 + from.length);
    removed += lineCount(from);
    added += lineCount(to);
  }
  return { text: current, removed, added };
}
function occurrences(text, needle) {
  const found = [];
  for (let at2 = text.indexOf(needle); at2 >= 0 && found.length <= MAX_LISTED; at2 = text.indexOf(needle, at2 + 1))
    found.push(at2);
  return found;
}
function lineOf(text, index) {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
function lineCount(text) {
  if (text === "") return 0;
  let lines = 1;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) if (i < text.length - 1) lines++;
  return lines;
}
var words = (line) => line.match(/\w+/g) ?? [];
function nearest(text, needle, show) {
  const probe = needle.split("\n").map((l) => l.trim()).find((l) => l !== "");
  if (!probe) return "";
  const wanted = new Set(words(probe.slice(0, 2e3)).slice(0, 50));
  const lines = text.split("\n");
  let best = -1;
  let bestScore = 0;
  for (const [i, line] of lines.entries()) {
    if (line.trim() === probe) {
      best = i;
      break;
    }
    let score = 0;
    for (const word of new Set(words(line))) if (wanted.has(word)) score++;
    if (score > bestScore) [best, bestScore] = [i, score];
  }
  if (best < 0) return "\nNo line of the file resembles its first line.";
  const span = Math.min(needle.split("\n").length, MAX_SHOWN_LINES - 2 * CONTEXT_LINES);
  const from = Math.max(0, best - CONTEXT_LINES);
  const to = Math.min(lines.length, best + span + CONTEXT_LINES);
  const shown = lines.slice(from, to).map((line, i) => `${String(from + i + 1).padStart(6)}	${show(line.replace(/\r$/, ""))}`);
  return `
The nearest lines:
${shown.join("\n")}`;
}

// src/engine/tools/files/file-checks.ts
import { open } from "node:fs/promises";
var BINARY_SNIFF_BYTES = 8e3;
function fsMessage(error, requested) {
  const code = error.code;
  if (code === "ENOENT") throw new ToolError(`no such file or directory: ${requested}`);
  if (code === "EACCES" || code === "EPERM") throw new ToolError(`permission denied: ${requested}`);
  if (code === "ENOTDIR") throw new ToolError(`not a directory: ${requested}`);
  throw error;
}
function refusal(info, maxBytes) {
  if (!info.isFile()) return "is not a regular file";
  if (info.nlink > 1) return "has other hard links, which file tools do not follow";
  if (info.size > maxBytes) return `is ${info.size} bytes, over the ${maxBytes}-byte limit`;
  return void 0;
}
async function isBinary(file) {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(BINARY_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}
function clipLine(line, max, redact) {
  return cut(line, max, { note: (more) => `\u2026 [line truncated: ${more} more chars]`, redact });
}
function throwIfAborted(signal) {
  if (signal?.aborted) throw new ToolError("the run was cancelled");
}

// src/engine/tools/workspace.ts
import { realpath } from "node:fs/promises";
import path from "node:path";
function isInside(parent, child) {
  const rel = path.relative(parent, child);
  return rel === "" || !rel.startsWith(`..${path.sep}`) && rel !== ".." && !path.isAbsolute(rel);
}
async function realpathOfExisting(target) {
  let existing = target;
  const rest = [];
  for (; ; ) {
    try {
      const real = await realpath(existing);
      return rest.length ? path.join(real, ...rest.reverse()) : real;
    } catch (error) {
      const code = error.code;
      if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
      const parent = path.dirname(existing);
      if (parent === existing) return target;
      rest.push(path.basename(existing));
      existing = parent;
    }
  }
}
function isGitPath(root, absolute) {
  const rel = path.relative(root, absolute);
  return rel.split(path.sep).some((part) => part.toLowerCase() === ".git");
}
async function resolveInWorkspace(workspace, requested) {
  if (requested.includes("\0")) throw new ToolError(`invalid path: ${JSON.stringify(requested)}`);
  const root = path.resolve(workspace);
  const lexical = path.resolve(root, requested === "" ? "." : requested);
  if (!isInside(root, lexical)) throw new ToolError(`path outside the workspace: ${requested}`);
  const realRoot = await realpath(root);
  const real = await realpathOfExisting(lexical);
  if (!isInside(realRoot, real)) {
    throw new ToolError(`path outside the workspace: ${requested} (a symlink leads out of it)`);
  }
  if (isGitPath(root, lexical) || isGitPath(realRoot, real)) {
    throw new ToolError(`${requested} is in git's own data (.git), which file tools do not read`);
  }
  return lexical;
}
function workspaceRelative(workspace, absolute) {
  const rel = path.relative(path.resolve(workspace), absolute);
  return rel === "" ? "." : rel.split(path.sep).join("/");
}

// src/engine/tools/files/open-for-write.ts
import { constants, existsSync } from "node:fs";
import { lstat, mkdir, open as open2, realpath as realpath2 } from "node:fs/promises";
import path2 from "node:path";
var { O_RDONLY, O_RDWR, O_CREAT, O_EXCL, O_DIRECTORY, O_NOFOLLOW, O_NONBLOCK } = constants;
var PROC_FD = process.platform === "linux" && existsSync("/proc/self/fd");
async function openForWrite(workspace, rel, create) {
  const parts = rel.split("/");
  const name = parts.pop();
  if (!name || parts.some((p) => p === "" || p === "." || p === ".."))
    throw new ToolError(`not a file path: ${rel}`);
  const root = await realpath2(workspace);
  let dir = await open2(root, O_RDONLY | O_DIRECTORY);
  let dirPath = root;
  try {
    for (const [i, part] of parts.entries()) {
      const shown = parts.slice(0, i + 1).join("/");
      const next = await openStep(dir, dirPath, part, O_RDONLY | O_DIRECTORY, shown, create);
      await dir.close();
      dir = next;
      dirPath = path2.join(dirPath, part);
    }
    let handle;
    let created = false;
    try {
      handle = await openAt(dir, dirPath, name, O_RDWR | O_NONBLOCK);
    } catch (error) {
      if (error.code !== "ENOENT" || !create) throw describe(error, rel);
      handle = await openAt(dir, dirPath, name, O_RDWR | O_CREAT | O_EXCL, 438).catch((e) => {
        throw describe(e, rel);
      });
      created = true;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile())
        throw new ToolError(`${rel} is not a regular file, which editing tools do not write`);
      if (info.nlink > 1)
        throw new ToolError(`${rel} has other hard links, which editing tools do not write through`);
      if (!PROC_FD) await checkStillThere(handle, path2.join(dirPath, name), root, rel);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return { handle, created };
  } finally {
    await dir.close();
  }
}
async function openStep(dir, dirPath, part, flags, shown, create) {
  try {
    return await openAt(dir, dirPath, part, flags);
  } catch (error) {
    if (error.code !== "ENOENT" || !create) throw describe(error, shown);
  }
  await mkdir(at(dir, dirPath, part)).catch((error) => {
    if (error.code !== "EEXIST") throw describe(error, shown);
  });
  return openAt(dir, dirPath, part, flags).catch((error) => {
    throw describe(error, shown);
  });
}
function at(dir, dirPath, name) {
  return PROC_FD ? `/proc/self/fd/${dir.fd}/${name}` : path2.join(dirPath, name);
}
function openAt(dir, dirPath, name, flags, mode) {
  return open2(at(dir, dirPath, name), flags | O_NOFOLLOW, mode);
}
async function checkStillThere(handle, file, root, rel) {
  const [opened, named, folder] = await Promise.all([
    handle.stat(),
    lstat(file).catch(() => void 0),
    realpath2(path2.dirname(file)).catch(() => void 0)
  ]);
  const expected = path2.dirname(path2.join(root, rel));
  if (!named || named.ino !== opened.ino || named.dev !== opened.dev || folder !== expected)
    throw new ToolError(`${rel} changed while it was being opened; nothing was written`);
}
function describe(error, shown) {
  const code = error.code;
  if (code === "ELOOP" || code === "EMLINK")
    return new ToolError(`${shown} is a symbolic link, which editing tools do not write through`);
  if (code === "ENOTDIR")
    return new ToolError(
      `${shown} is a symbolic link or not a folder, which editing tools do not write through`
    );
  if (code === "ENOENT") return new ToolError(`no such file: ${shown}`);
  if (code === "EISDIR") return new ToolError(`${shown} is a folder`);
  if (code === "EEXIST") return new ToolError(`${shown} appeared while it was being made; try again`);
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return new ToolError(`permission denied: ${shown}`);
  return error instanceof Error ? error : new Error(String(error));
}

// src/engine/tools/files/access.ts
var import_ignore = __toESM(require_ignore(), 1);
var import_picomatch = __toESM(require_picomatch2(), 1);
import { constants as constants2 } from "node:fs";
import { open as open3, realpath as realpath3 } from "node:fs/promises";
import path3 from "node:path";
var SKIPPED_DIRS = /* @__PURE__ */ new Set([".git", "node_modules"]);
var SECRET_FILES = [
  ".env",
  ".env.*",
  "*.env",
  "*.pem",
  "*.key",
  "*.p12",
  "*.pfx",
  "*.jks",
  "*.keystore",
  "*.kdbx",
  "id_rsa*",
  "id_dsa*",
  "id_ecdsa*",
  "id_ed25519*",
  ".npmrc",
  ".yarnrc.yml",
  ".pypirc",
  ".netrc",
  "_netrc",
  ".pgpass",
  ".htpasswd",
  ".git-credentials",
  ".dockercfg",
  "credentials",
  "credentials.json",
  "*.credentials.json"
];
var SECRET_SAMPLES = ["*.example", "*.sample", "*.template", "*.dist", "*.pub"];
var MAX_PATH_DEPTH = 64;
var MAX_GITIGNORE_BYTES = 1024 * 1024;
var isSecretName = (0, import_picomatch.default)(SECRET_FILES, { dot: true, nocase: true, basename: true });
var isSampleName = (0, import_picomatch.default)(SECRET_SAMPLES, { dot: true, nocase: true, basename: true });
function isSecretFile(name) {
  return isSecretName(name) && !isSampleName(name);
}
var FileAccess = class _FileAccess {
  constructor(workspace, readPaths = [], keptOut) {
    this.workspace = workspace;
    this.keptOut = keptOut;
    this.allowed = readPaths.length ? (0, import_picomatch.default)([...readPaths], { dot: true }) : void 0;
  }
  workspace;
  keptOut;
  ignores = /* @__PURE__ */ new Map();
  /** Whether each directory met so far is ignored: a walk asks once per directory, not once per entry. */
  ignoredDirs = /* @__PURE__ */ new Map();
  allowed;
  /** The rule for one tool call. */
  static of(ctx) {
    return new _FileAccess(ctx.workspace, ctx.readPaths, ctx.ignoredPath);
  }
  /** Why the file at `rel` (workspace-relative, `/`-separated) is not read, or undefined when it may be. */
  async denial(rel) {
    if (tooDeep(rel, 0))
      return `is nested deeper than ${MAX_PATH_DEPTH} folders, which file tools do not go into`;
    if (this.keptOut?.(rel))
      return "is ignored by the repository's configuration (review.ignore); it is not shown";
    if (this.allowed?.(rel)) return void 0;
    const name = rel.slice(rel.lastIndexOf("/") + 1);
    if (isSecretFile(name))
      return "may hold secrets (an environment, key or credentials file), which file tools do not read; a recipe can allow it with read_paths";
    if (await this.isIgnored(rel, false))
      return "is ignored by .gitignore, which file tools honour; a recipe can allow it with read_paths";
    return void 0;
  }
  /** As `denial`, for a file by its own name and, when it is a symlink, by the name of what it points to. */
  async denialOf(absolute) {
    const byName = await this.denial(workspaceRelative(this.workspace, absolute));
    if (byName) return byName;
    const realRoot = await realpath3(this.workspace);
    const real = await realpath3(absolute).catch(() => absolute);
    if (!isInside(realRoot, real)) return void 0;
    return this.denial(workspaceRelative(realRoot, real));
  }
  /**
   * True when a walk should not enter the directory at `rel`. With `read_paths`
   * an ignored directory is entered (its files are each checked), since a
   * glob may name files inside it.
   */
  async skipsDirectory(rel) {
    const name = rel.slice(rel.lastIndexOf("/") + 1);
    if (SKIPPED_DIRS.has(name) || name.toLowerCase() === ".git") return true;
    return this.allowed === void 0 && await this.isIgnored(rel, true);
  }
  /**
   * Git's rule: each `.gitignore` speaks for its own directory, a deeper one
   * over a shallower one, and nothing inside an ignored directory comes back.
   */
  async isIgnored(rel, isDirectory) {
    const slash = rel.lastIndexOf("/");
    if (slash > 0 && await this.directoryIgnored(rel.slice(0, slash))) return true;
    return this.ignoredAt(rel, isDirectory);
  }
  directoryIgnored(rel) {
    let ignored = this.ignoredDirs.get(rel);
    if (!ignored) {
      ignored = this.isIgnored(rel, true);
      this.ignoredDirs.set(rel, ignored);
    }
    return ignored;
  }
  /** What the `.gitignore` files from the root down to the path's own folder say of it. */
  async ignoredAt(rel, isDirectory) {
    let ignored = false;
    for (let start = 0; start >= 0; ) {
      const rules = await this.rulesIn(start === 0 ? "" : rel.slice(0, start - 1));
      if (rules) {
        const result = rules.test(rel.slice(start) + (isDirectory ? "/" : ""));
        if (result.ignored) ignored = true;
        else if (result.unignored) ignored = false;
      }
      const next = rel.indexOf("/", start);
      start = next < 0 ? -1 : next + 1;
    }
    return ignored;
  }
  rulesIn(dir) {
    let rules = this.ignores.get(dir);
    if (!rules) {
      rules = readRules(path3.join(this.workspace, dir, ".gitignore")).then(
        (text) => text === void 0 ? void 0 : (0, import_ignore.default)().add(gitignoreRules(text)),
        () => void 0
      );
      this.ignores.set(dir, rules);
    }
    return rules;
  }
};
function tooDeep(rel, extra) {
  let slashes = 0;
  for (let i = rel.indexOf("/"); i >= 0; i = rel.indexOf("/", i + 1))
    if (++slashes + extra > MAX_PATH_DEPTH) return true;
  return false;
}
async function readRules(file) {
  const handle = await open3(file, constants2.O_RDONLY | constants2.O_NOFOLLOW | constants2.O_NONBLOCK);
  try {
    const info = await handle.stat();
    if (!info.isFile()) return void 0;
    const buffer = Buffer.alloc(Math.min(info.size, MAX_GITIGNORE_BYTES) + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer.toString("utf8", 0, Math.min(bytesRead, MAX_GITIGNORE_BYTES));
    return bytesRead > MAX_GITIGNORE_BYTES ? text.slice(0, text.lastIndexOf("\n") + 1) : text;
  } finally {
    await handle.close();
  }
}
function gitignoreRules(text) {
  const lines = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\/)\*\*(?:\/\*\*)+(?=\/|$)/g, "$1**");
    const inner = line.match(/\/\*\*\//g)?.length ?? 0;
    if (inner <= 1) lines.push(line);
  }
  return lines;
}

// src/engine/tools/files/write-access.ts
var WORKFLOWS_DIR = ".github/workflows/";
function writeDenial(rel, ctx) {
  if (tooDeep(rel, 0)) return "is nested too deep, which editing tools do not go into";
  const lower = rel.toLowerCase();
  if (lower.startsWith(WORKFLOWS_DIR))
    return "is a GitHub Actions workflow: a workflow's token cannot push a change to .github/workflows (GitHub refuses it without the `workflows` permission), so editing tools do not write there; describe the change in your answer instead";
  if (isBatonConfigPath(rel, ctx.configPaths ?? batonConfigPaths(ctx.workspace)))
    return "is Baton's own configuration (its settings, recipes, hooks or standing instructions), which only a maintainer changes; describe the change in your answer instead";
  if (isSecretFile(rel.slice(rel.lastIndexOf("/") + 1)))
    return "may hold secrets (an environment, key or credentials file), which editing tools do not write";
  if (ctx.ignoredPath?.(rel))
    return "is ignored by the repository's configuration (review.ignore), which keeps it from the model";
  return void 0;
}

// src/engine/tools/files/write-target.ts
var MAX_EDIT_BYTES = 1e7;
async function openWritable(ctx, requested, create) {
  const absolute = await resolveInWorkspace(ctx.workspace, requested);
  const rel = workspaceRelative(ctx.workspace, absolute);
  if (rel === ".") throw new ToolError("the workspace itself is a folder, not a file");
  const denied = writeDenial(rel, ctx);
  if (denied) throw new ToolError(`${requested} ${denied}`);
  return { ...await openForWrite(ctx.workspace, rel, create), rel };
}
async function replaceContent(handle, content) {
  const bytes = Buffer.from(content, "utf8");
  await handle.write(bytes, 0, bytes.length, 0);
  await handle.truncate(bytes.length);
}

// src/engine/tools/files/edit-file.ts
var MAX_EDITS = 100;
var MAX_SHOWN_LINE_CHARS = 300;
var EditFileInput = object({
  path: string().describe("File path, relative to the workspace root."),
  edits: array(
    object({
      old_text: string().min(1).describe(
        "Text exactly as it stands in the file (whitespace included, without read_file's line numbers); it must occur exactly once."
      ),
      new_text: string().describe("What replaces it.")
    })
  ).min(1).max(MAX_EDITS).describe("Replacements applied in order, each to the result of the one before; if one fails, none is.")
});
var utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
var editFileTool = defineTool({
  name: "edit_file",
  description: "Change part of an existing text file: each edit replaces old_text, which must occur exactly once, with new_text. Several edits in one call are applied in order, all or none. Read the file first; to create a file use write_file.",
  input: EditFileInput,
  async run({ path: requested, edits }, ctx) {
    throwIfAborted(ctx.signal);
    const { handle, rel } = await openWritable(ctx, requested, false);
    let removed;
    let added;
    try {
      const { size } = await handle.stat();
      if (size > MAX_EDIT_BYTES)
        throw new ToolError(`${requested} is ${size} bytes, over the ${MAX_EDIT_BYTES}-byte limit`);
      const bytes = await handle.readFile();
      if (bytes.includes(0))
        throw new ToolError(`${requested} is a binary file, which edit_file does not change`);
      let text;
      try {
        text = utf8.decode(bytes);
      } catch {
        throw new ToolError(`${requested} is not UTF-8 text, which edit_file does not change`);
      }
      const edited = applyEdits(text, edits, rel, (line) => clipLine(line, MAX_SHOWN_LINE_CHARS, ctx.redact));
      ({ removed, added } = edited);
      throwIfAborted(ctx.signal);
      await replaceContent(handle, edited.text);
    } finally {
      await handle.close();
    }
    ctx.changes?.record(rel, "modified");
    const count2 = edits.length === 1 ? "1 edit" : `${edits.length} edits`;
    return `Edited ${rel}: ${count2} applied (${removed} lines replaced by ${added}).`;
  }
});

// src/engine/tools/files/grep.ts
import { readFile, stat as stat2 } from "node:fs/promises";
import vm from "node:vm";

// src/engine/tools/files/walk.ts
import { readdir, realpath as realpath4, stat } from "node:fs/promises";
import path4 from "node:path";
var MAX_WALK_ENTRIES = 2e5;
async function walkStart(workspace, start) {
  const [realRoot, real] = await Promise.all([realpath4(workspace), realpath4(start)]);
  return isInside(realRoot, real) ? path4.join(workspace, workspaceRelative(realRoot, real)) : start;
}
async function* walkFiles(workspace, start, access3, state, signal) {
  const info = await stat(start);
  if (!info.isDirectory()) {
    if (!await access3.denialOf(start)) yield start;
    return;
  }
  const realRoot = await realpath4(workspace);
  const stack = [{ path: start, dir: true }];
  while (stack.length > 0) {
    throwIfAborted(signal);
    const item = stack.pop();
    if (!item.dir) {
      yield item.path;
      continue;
    }
    let entries;
    try {
      entries = await readdir(item.path, { withFileTypes: true });
    } catch {
      continue;
    }
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const children = [];
    for (const entry of entries) {
      if (++state.visited > MAX_WALK_ENTRIES) {
        state.incomplete = true;
        break;
      }
      const full = path4.join(item.path, entry.name);
      if (entry.name.toLowerCase() === ".git") continue;
      const rel = workspaceRelative(workspace, full);
      if (entry.isDirectory()) {
        if (tooDeep(rel, 1)) state.tooDeep = true;
        else if (!await access3.skipsDirectory(rel)) children.push({ path: full, dir: true });
        continue;
      }
      if (await access3.denial(rel)) continue;
      if (entry.isFile()) {
        children.push({ path: full, dir: false });
      } else if (entry.isSymbolicLink()) {
        try {
          const real = await realpath4(full);
          if (isInside(realRoot, real) && !isGitPath(realRoot, real) && (await stat(real)).isFile() && !await access3.denialOf(full))
            children.push({ path: full, dir: false });
        } catch {
        }
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    if (state.incomplete) {
      for (const child of stack.splice(0).reverse()) if (!child.dir) yield child.path;
      return;
    }
  }
}

// src/engine/tools/files/grep.ts
var MAX_GREP_MATCHES = 200;
var MAX_GREP_LINE_CHARS = 300;
var MAX_GREP_FILE_BYTES = 5e6;
var REGEX_TIMEOUT_MS = 2e3;
var GREP_SCRIPT = new vm.Script(`
(() => {
  const re = new RegExp(source, flags);
  const lines = text.split(/\\r?\\n/);
  const hits = [];
  for (let i = 0; i < lines.length && hits.length < max; i++) {
    if (re.test(lines[i])) hits.push(i);
  }
  return hits;
})()`);
var GrepInput = object({
  pattern: string().min(1).describe("JavaScript regular expression, matched against each line."),
  path: string().optional().describe("File or directory to search, relative to the workspace root (default: the root).")
});
var grepTool = defineTool({
  name: "grep",
  description: `Search file contents in the workspace with a JavaScript regular expression (case-sensitive; use \`(?i:...)\` or a character class for case-insensitive). Skips binary files, .git, node_modules, files .gitignore ignores and secrets files. Returns \`file:line: text\` for up to ${MAX_GREP_MATCHES} matching lines.`,
  input: GrepInput,
  async run({ pattern, path: requested = "." }, ctx) {
    try {
      new RegExp(pattern);
    } catch (error) {
      throw new ToolError(`invalid regular expression: ${error.message}`);
    }
    const named = await resolveInWorkspace(ctx.workspace, requested);
    await stat2(named).catch((error) => fsMessage(error, requested));
    const base = await walkStart(ctx.workspace, named);
    const context = vm.createContext({ source: pattern, flags: "", text: "", max: 0 });
    const state = { incomplete: false, visited: 0 };
    const results = [];
    let skipped = 0;
    let unreadable = 0;
    let overflow = false;
    for await (const file of walkFiles(ctx.workspace, base, FileAccess.of(ctx), state, ctx.signal)) {
      const rel = workspaceRelative(ctx.workspace, file);
      let content;
      try {
        const info = await stat2(file);
        if (refusal(info, MAX_GREP_FILE_BYTES)) {
          skipped++;
          continue;
        }
        if (info.size === 0 || await isBinary(file)) continue;
        content = await readFile(file, "utf8");
      } catch {
        unreadable++;
        continue;
      }
      context.text = content;
      context.max = MAX_GREP_MATCHES - results.length + 1;
      let hits;
      try {
        hits = GREP_SCRIPT.runInContext(context, { timeout: REGEX_TIMEOUT_MS });
      } catch (error) {
        if (/timed out/i.test(error.message)) {
          throw new ToolError(`the regular expression took too long on ${rel}; simplify it`);
        }
        throw error;
      }
      const lines = hits.length > 0 ? content.split(/\r?\n/) : [];
      for (const index of hits) {
        if (results.length >= MAX_GREP_MATCHES) {
          overflow = true;
          break;
        }
        const line = lines[index] ?? "";
        results.push(`${rel}:${index + 1}: ${clipLine(line, MAX_GREP_LINE_CHARS, ctx.redact)}`);
      }
      if (overflow) break;
    }
    const notes = [];
    if (overflow) notes.push(`[more than ${MAX_GREP_MATCHES} matches; narrow the pattern or path]`);
    if (skipped) {
      notes.push(
        `[${skipped} files not searched: over ${MAX_GREP_FILE_BYTES} bytes, hard-linked or not regular]`
      );
    }
    if (unreadable)
      notes.push(
        `[${unreadable} files could not be read: gone since listed, or named in bytes that are not UTF-8]`
      );
    if (state.tooDeep) notes.push(`[folders nested deeper than ${MAX_PATH_DEPTH} levels are not searched]`);
    if (state.incomplete) notes.push(`[search stopped after ${MAX_WALK_ENTRIES} entries; narrow the path]`);
    if (results.length === 0) return ["(no matches)", ...notes].join("\n");
    return truncateOutput([...results, ...notes].join("\n"), MAX_OUTPUT_BYTES, {
      hint: "narrow the pattern or path",
      redact: ctx.redact
    });
  }
});

// src/engine/tools/files/list-files.ts
import { stat as stat3 } from "node:fs/promises";
import path5 from "node:path";

// src/engine/tools/files/glob.ts
var import_picomatch2 = __toESM(require_picomatch2(), 1);
var MAX_GLOB_CHARS = 256;
var MAX_STARS_PER_SEGMENT = 2;
var MAX_GLOBSTARS = 3;
var MAX_BRACE_GROUPS = 3;
function globMatcher(pattern) {
  if (pattern === void 0 || pattern === "") return () => true;
  if (pattern.length > MAX_GLOB_CHARS)
    throw new ToolError(`glob pattern too long (${pattern.length} characters; at most ${MAX_GLOB_CHARS})`);
  const glob = collapseWildcards(pattern.replace(/^\.\//, ""));
  const globstars = glob.split("/").filter((segment) => segment === "**").length;
  if (globstars > MAX_GLOBSTARS)
    throw new ToolError(
      `glob pattern ${pattern} has ${globstars} \`**\` segments (at most ${MAX_GLOBSTARS})`
    );
  const braces = glob.split("{").length - 1;
  if (braces > MAX_BRACE_GROUPS)
    throw new ToolError(
      `glob pattern ${pattern} has ${braces} \`{\u2026}\` groups (at most ${MAX_BRACE_GROUPS}); search with a simpler pattern and grep`
    );
  for (const segment of glob.split("/")) {
    if (segment === "**") continue;
    const stars = segment.split("*").length - 1;
    if (stars > MAX_STARS_PER_SEGMENT)
      throw new ToolError(
        `glob pattern ${pattern} has ${stars} \`*\` in one path segment (at most ${MAX_STARS_PER_SEGMENT}); search with a simpler pattern and grep`
      );
  }
  try {
    return (0, import_picomatch2.default)(glob, { dot: true, posix: true, basename: !glob.includes("/"), noextglob: true });
  } catch {
    throw new ToolError(`invalid glob pattern: ${pattern}`);
  }
}
function collapseWildcards(glob) {
  return glob.split("/").map(
    (segment) => segment === "**" ? segment : segment.replace(/[*?]{2,}/g, (run) => run.includes("*") ? `${run.replace(/\*/g, "")}*` : run)
  ).join("/");
}

// src/engine/tools/files/list-files.ts
var MAX_LIST_ENTRIES = 1e3;
var ListFilesInput = object({
  path: string().optional().describe("Directory to list, relative to the workspace root (default: the root)."),
  pattern: string().optional().describe(
    "Glob to filter by, e.g. `*.ts`, `src/**/*.test.ts`, `*.{yml,yaml}`. Matched against paths relative to `path`; a pattern without `/` matches file names at any depth."
  )
});
var listFilesTool = defineTool({
  name: "list_files",
  description: `List files under a directory of the workspace, recursively (skipping .git, node_modules, files .gitignore ignores and secrets files). Paths are relative to the workspace root; at most ${MAX_LIST_ENTRIES} are returned.`,
  input: ListFilesInput,
  async run({ path: requested = ".", pattern }, ctx) {
    const named = await resolveInWorkspace(ctx.workspace, requested);
    await stat3(named).catch((error) => fsMessage(error, requested));
    const base = await walkStart(ctx.workspace, named);
    const matches = globMatcher(pattern);
    const state = { incomplete: false, visited: 0 };
    const found = [];
    let overflow = false;
    for await (const file of walkFiles(ctx.workspace, base, FileAccess.of(ctx), state, ctx.signal)) {
      const relToBase = path5.relative(base, file).split(path5.sep).join("/") || path5.basename(file);
      if (!matches(relToBase)) continue;
      if (found.length >= MAX_LIST_ENTRIES) {
        overflow = true;
        break;
      }
      found.push(workspaceRelative(ctx.workspace, file));
    }
    const notes = [];
    if (overflow) notes.push(`[list truncated at ${MAX_LIST_ENTRIES} files; narrow the path or pattern]`);
    if (state.tooDeep) notes.push(`[folders nested deeper than ${MAX_PATH_DEPTH} levels are not listed]`);
    if (state.incomplete) notes.push(`[listing stopped after ${MAX_WALK_ENTRIES} entries; narrow the path]`);
    if (found.length === 0) return ["(no files match)", ...notes].join("\n");
    return truncateOutput([...found, ...notes].join("\n"), MAX_OUTPUT_BYTES, {
      hint: "narrow the path or pattern",
      redact: ctx.redact
    });
  }
});

// src/engine/tools/files/read-file.ts
import { createReadStream } from "node:fs";
import { stat as stat4 } from "node:fs/promises";
import { createInterface } from "node:readline";
var DEFAULT_READ_LIMIT = 2e3;
var MAX_LINE_CHARS = 2e3;
var MAX_READ_FILE_BYTES = 1e7;
var ReadFileInput = object({
  path: string().describe("File path, relative to the workspace root."),
  offset: number().int().min(1).optional().describe("1-based line number to start at (default 1)."),
  limit: number().int().min(1).optional().describe(`Maximum number of lines to return (default ${DEFAULT_READ_LIMIT}).`)
});
var readFileTool = defineTool({
  name: "read_file",
  description: "Read a text file in the workspace. Lines come numbered (`<line number>\\t<text>`, numbering from 1); the numbers are not part of the file. Use offset/limit to read a long file in parts.",
  input: ReadFileInput,
  async run({ path: requested, offset = 1, limit = DEFAULT_READ_LIMIT }, ctx) {
    const file = await resolveInWorkspace(ctx.workspace, requested);
    const info = await stat4(file).catch((error) => fsMessage(error, requested));
    if (info.isDirectory())
      throw new ToolError(`${requested} is a directory; use list_files to see what it holds`);
    const refused = refusal(info, MAX_READ_FILE_BYTES) ?? await FileAccess.of(ctx).denialOf(file);
    if (refused) throw new ToolError(`${requested} ${refused}`);
    if (info.size === 0) return `(${requested} is empty)`;
    if (await isBinary(file)) return `(${requested} is a binary file of ${info.size} bytes; not shown)`;
    const lines = [];
    let lineNumber = 0;
    let more = false;
    const stream = createReadStream(file, { encoding: "utf8" });
    const reader = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
    try {
      for await (const line of reader) {
        throwIfAborted(ctx.signal);
        lineNumber++;
        if (lineNumber < offset) continue;
        if (lines.length >= limit) {
          more = true;
          break;
        }
        lines.push(`${String(lineNumber).padStart(6)}	${clipLine(line, MAX_LINE_CHARS, ctx.redact)}`);
      }
    } finally {
      reader.close();
      stream.destroy();
    }
    if (lines.length === 0) return `(${requested} has ${lineNumber} lines; offset ${offset} is past the end)`;
    let out = lines.join("\n");
    if (more) out += `
[more lines follow; continue with offset=${offset + lines.length}]`;
    return truncateOutput(out, MAX_OUTPUT_BYTES, {
      hint: "read fewer lines with offset/limit",
      redact: ctx.redact
    });
  }
});

// src/engine/tools/files/write-file.ts
var WriteFileInput = object({
  path: string().describe("File path, relative to the workspace root. Missing folders are made."),
  content: string().describe("The whole new content of the file.")
});
var writeFileTool = defineTool({
  name: "write_file",
  description: "Create a file in the workspace, or overwrite one with new content (its folders are made). To change part of an existing file, use edit_file instead.",
  input: WriteFileInput,
  async run({ path: requested, content }, ctx) {
    throwIfAborted(ctx.signal);
    const size = Buffer.byteLength(content, "utf8");
    if (size > MAX_EDIT_BYTES)
      throw new ToolError(`the content is ${size} bytes, over the ${MAX_EDIT_BYTES}-byte limit`);
    const { handle, created, rel } = await openWritable(ctx, requested, true);
    try {
      const before = created ? 0 : (await handle.stat()).size;
      if (before > MAX_EDIT_BYTES)
        throw new ToolError(`${requested} is ${before} bytes, over the ${MAX_EDIT_BYTES}-byte limit`);
      await replaceContent(handle, content);
    } finally {
      await handle.close();
    }
    ctx.changes?.record(rel, created ? "created" : "modified");
    const lines = content === "" ? 0 : content.split("\n").length - (content.endsWith("\n") ? 1 : 0);
    return `${created ? "Created" : "Overwrote"} ${rel} (${lines} lines, ${size} bytes).`;
  }
});

// src/engine/config/review-paths.ts
import { matchesGlob } from "node:path";
var normalized = (path6) => path6.replaceAll("\\", "/").replace(/^(\.\/)+/, "");
function matchesAny(path6, globs) {
  const p = normalized(path6);
  return globs.some((glob) => matchesGlob(p, normalized(glob)));
}
function ignoredPaths(config) {
  const globs = config.review.ignore;
  return globs.length === 0 ? void 0 : (path6) => matchesAny(path6, globs);
}
function withoutIgnoredFiles(diff, ignored) {
  if (!ignored) return diff;
  const sections = diff.split(/^(?=diff --git )/m);
  const kept = sections.filter((section) => {
    const names = /^diff --git a\/(.+?) b\/(.+)$/.exec(section.split("\n", 1)[0]);
    return !names || !(ignored(names[1]) || ignored(names[2]));
  });
  const left = sections.length - kept.length;
  if (left === 0) return diff;
  const note = `[${left} ${left === 1 ? "file" : "files"} left out: ignored by the repository's configuration]
`;
  return `${kept.join("")}${kept.length && !kept.at(-1).endsWith("\n") ? "\n" : ""}${note}`;
}
function instructionsFor(config, changedFiles) {
  return config.review.instructions.filter((i) => changedFiles.some((file) => matchesAny(file, i.paths)));
}
function configPrompt(config, changedFiles) {
  const parts = [];
  if (config.language) parts.push(`Write your answers in this language: ${config.language}.`);
  if (config.tone) parts.push(`Tone the maintainers ask for: ${config.tone}`);
  for (const i of instructionsFor(config, changedFiles))
    parts.push(`For changes to \`${i.paths.join("`, `")}\`:

${i.instructions}`);
  if (parts.length === 0) return "";
  return `# The repository's configuration (.github/baton.yml)

${parts.join("\n\n")}`;
}

// src/engine/tools/github.ts
var GITHUB_TIMEOUT_MS = 3e4;
var MAX_COMMENTS = 300;
var MAX_BODY_CHARS = 8e3;
var GITHUB_UNAVAILABLE = "GitHub is not available in this run";
function githubOf(ctx) {
  if (!ctx.github) throw new ToolError(GITHUB_UNAVAILABLE);
  return ctx.github;
}
function requestSignal(ctx) {
  const timeout = AbortSignal.timeout(GITHUB_TIMEOUT_MS);
  return ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
}
function cutoffOf(github) {
  if (github.notAfter === void 0) return void 0;
  const ms = Date.parse(github.notAfter);
  if (Number.isNaN(ms)) throw new ToolError(`invalid cutoff time: ${github.notAfter}`);
  return ms;
}
var after = (iso, cutoff) => cutoff !== void 0 && typeof iso === "string" && Date.parse(iso) > cutoff;
function githubError(error, what) {
  if (error instanceof ToolError) throw error;
  if (!(error instanceof GitHubError)) throw error;
  if (error.timedOut) throw new ToolError(`GitHub did not answer in time (${what})`);
  const status = error.status;
  if (status === 404 || status === 410) throw new ToolError(`${what} not found`);
  if (status === 401 || status === 403) {
    throw new ToolError(`GitHub refused the request for ${what} (HTTP ${status})`);
  }
  throw new ToolError(`GitHub request for ${what} failed: ${error.message}`);
}
var comments = (n) => `${n} ${n === 1 ? "comment" : "comments"}`;
var clean = (text) => stripUntrusted(text ?? "").trim();
var NumberInput = object({
  number: number().int().positive().describe("Issue or pull request number.")
});
var getIssueTool = defineTool({
  name: "get_issue",
  description: "Get an issue or pull request of this repository: title, state, author, labels, body, and whether it is a PR.",
  input: NumberInput,
  async run({ number: number2 }, ctx) {
    const github = githubOf(ctx);
    const cutoff = cutoffOf(github);
    const what = `issue #${number2}`;
    let data;
    try {
      data = await github.reader.issue(number2, requestSignal(ctx));
    } catch (error) {
      githubError(error, what);
    }
    if (after(data.createdAt, cutoff)) {
      throw new ToolError(`#${number2} was created after this run was triggered; it is not shown`);
    }
    const pinned = github.pinned?.get(number2)?.text;
    if (!pinned && after(data.updatedAt, cutoff)) {
      throw new ToolError(
        `#${number2} changed after this run was triggered (updated ${data.updatedAt}); its text as of the trigger is not available, so it is not shown`
      );
    }
    const title = pinned ? pinned.title : cleanLine(data.title ?? "").trim();
    const body = pinned ? pinned.body : clean(data.body);
    const labels = data.labels.map((label) => cleanLine(label ?? "").trim());
    const isPr = data.pullRequest !== void 0;
    const lines = [
      `#${data.number}: ${title}`,
      `kind: ${isPr ? "pull request" : "issue"}`,
      `state: ${data.state}${data.stateReason ? ` (${data.stateReason})` : ""}${data.pullRequest?.mergedAt ? " (merged)" : ""}`,
      `author: ${data.author ?? "(unknown)"}`,
      `labels: ${labels.length ? labels.join(", ") : "(none)"}`,
      `created: ${data.createdAt}`,
      `comments: ${data.comments}`,
      "",
      clipBody(body, MAX_BODY_CHARS, ctx.redact) || "(no description)"
    ];
    return truncateOutput(lines.join("\n"), MAX_OUTPUT_BYTES, { redact: ctx.redact });
  }
});
var listCommentsTool = defineTool({
  name: "list_comments",
  description: `List the comments on an issue or pull request of this repository, oldest first: author, date, body (up to ${MAX_COMMENTS}; the oldest are dropped first when the text is too long).`,
  input: NumberInput,
  async run({ number: number2 }, ctx) {
    const github = githubOf(ctx);
    let read;
    try {
      read = await readComments({
        reader: github.reader,
        number: number2,
        notAfter: github.notAfter,
        triggerCommentId: github.triggerCommentId,
        max: MAX_COMMENTS,
        maxBodyChars: MAX_BODY_CHARS,
        redact: ctx.redact,
        signal: requestSignal(ctx)
      });
    } catch (error) {
      githubError(error, `comments of #${number2}`);
    }
    const notes = [];
    if (read.more) notes.push(`[only the first ${MAX_COMMENTS} comments were fetched]`);
    if (read.later) notes.push(`[not shown: ${comments(read.later)} created after this run was triggered]`);
    if (read.blocks.length === 0) return ["(no comments)", ...notes].join("\n");
    const { kept, dropped } = dropOldest(read.blocks, MAX_OUTPUT_BYTES - 500);
    if (dropped) notes.unshift(`[not shown: the oldest ${comments(dropped)}; the output is capped]`);
    return truncateOutput([...notes, ...kept].join("\n\n"), MAX_OUTPUT_BYTES, { redact: ctx.redact });
  }
});
async function pinnedCommits(github, number2, signal) {
  const known2 = github.pinned?.get(number2);
  if (known2?.commits) return known2.commits;
  const { base, head, createdAt, updatedAt } = await github.reader.pullCommits(number2, signal);
  const cutoff = cutoffOf(github);
  if (after(createdAt, cutoff))
    throw new ToolError(`#${number2} was created after this run was triggered; it is not shown`);
  if (!known2 && after(updatedAt, cutoff))
    throw new ToolError(
      `#${number2} changed after this run was triggered (updated ${updatedAt}); its diff as of the trigger is not available, so it is not shown`
    );
  const commits = { base, head };
  github.pinned?.set(number2, { ...known2, commits });
  return commits;
}
var getPrDiffTool = defineTool({
  name: "get_pr_diff",
  description: "Get the unified diff of a pull request of this repository (truncated when large; read the changed files with read_file for more). Invisible and bidi control characters show as <U+XXXX>.",
  // 0 is the local change `baton run --base` reviews before there is a pull request.
  input: object({ number: number().int().nonnegative().describe("Pull request number.") }),
  async run({ number: number2 }, ctx) {
    const github = githubOf(ctx);
    let diff;
    try {
      const commits = await pinnedCommits(github, number2, requestSignal(ctx));
      diff = withoutIgnoredFiles(await github.reader.diff(commits, requestSignal(ctx)), ctx.ignoredPath);
    } catch (error) {
      githubError(error, `pull request #${number2}`);
    }
    if (diff.trim() === "") return "(the diff is empty)";
    return truncateOutput(revealInvisible(diff), MAX_OUTPUT_BYTES, {
      hint: "read the changed files with read_file for more",
      redact: ctx.redact
    });
  }
});

// src/engine/tools/review-comments.ts
var Input = object({
  path: string().trim().min(1).describe("File path as the diff names it (the new name of a renamed file)."),
  line: number().int().positive().describe("The line the comment is on (its last line for a range)."),
  start_line: number().int().positive().optional().describe("First line of a multi-line range, before `line`, in the same hunk."),
  side: _enum(["RIGHT", "LEFT"]).default("RIGHT").describe(
    "RIGHT: line numbers of the new version (added or unchanged lines); LEFT: of the old (removed lines)."
  ),
  body: string().trim().min(1).describe("The comment, GitHub Markdown: what is wrong and why."),
  suggestion: string().optional().describe(
    "Replacement text for lines start_line..line (or `line`), exactly as the new code should read; the author can apply it in one click. RIGHT side only."
  )
}).refine((c) => c.start_line === void 0 || c.start_line < c.line, {
  message: "start_line must be before line",
  path: ["start_line"]
}).refine((c) => c.suggestion === void 0 || c.side === "RIGHT", {
  message: "a suggestion replaces new lines: use side RIGHT",
  path: ["suggestion"]
});
var addReviewCommentTool = defineTool({
  name: "add_review_comment",
  description: "Comment on lines of the pull request under review, optionally with a suggested replacement. The comments are posted with your final answer as one review; comment only on lines the diff shows (others are moved into the review's body). Your final answer is the review's summary: do not repeat the line comments there.",
  input: Input,
  async run(input, ctx) {
    const sink = ctx.reviewComments;
    if (!sink) throw new ToolError("add_review_comment is only available while reviewing a pull request");
    if (ctx.ignoredPath?.(input.path))
      throw new ToolError(
        `${input.path} is ignored by the repository's configuration (review.ignore): no comment is left on it`
      );
    const { start_line, suggestion, ...rest } = input;
    sink.drafts.push({
      ...rest,
      ...start_line === void 0 ? {} : { start_line },
      ...suggestion === void 0 ? {} : { suggestion }
    });
    const n = sink.drafts.length;
    const where = `${input.path}:${start_line === void 0 ? "" : `${start_line}-`}${input.line}`;
    if (n > sink.max)
      return `Noted for ${where}, but the review already holds ${sink.max} line comments: this one goes into the review's body.`;
    return `Noted comment ${n} on ${where}; it is posted with your review.`;
  }
});
var resolveReviewThreadTool = defineTool({
  name: "resolve_review_thread",
  description: "Mark one of your own earlier line comments on this PR (listed as T1, T2, \u2026 in the conversation) as fixed by the new commits: its thread is resolved when your review is posted. Only for threads the code now fixes.",
  input: object({
    thread: string().trim().min(1).describe("The thread's label, e.g. T1."),
    reason: string().optional().describe("What fixed it, in a few words.")
  }),
  async run({ thread }, ctx) {
    const sink = ctx.reviewComments;
    const label = thread.toUpperCase();
    if (!sink?.openThreads.includes(label))
      throw new ToolError(
        `there is no open thread ${thread} of yours; the open ones are: ${sink?.openThreads.join(", ") || "none"}`
      );
    sink.resolved.add(label);
    return `${label} will be resolved with your review.`;
  }
});

// src/engine/tools/toolset.ts
var fileTools = {
  read_file: readFileTool,
  list_files: listFilesTool,
  grep: grepTool
};
var editTools = {
  write_file: writeFileTool,
  edit_file: editFileTool
};
var githubTools = {
  get_issue: getIssueTool,
  list_comments: listCommentsTool,
  get_pr_diff: getPrDiffTool
};
function createToolset(options2) {
  const { allowedTools, allowedCommands } = options2;
  const context = options2.readPaths?.length ? { ...options2.context, readPaths: options2.readPaths } : options2.context;
  const allowed = new Set(allowedTools ?? DEFAULT_TOOLS);
  const offered = /* @__PURE__ */ new Map();
  for (const name of FILE_TOOLS) if (allowed.has(name)) offered.set(name, fileTools[name]);
  for (const name of EDIT_TOOLS) if (allowed.has(name)) offered.set(name, editTools[name]);
  if (allowed.has(CHECKS_TOOL) && context.checks?.length)
    offered.set(CHECKS_TOOL, runChecksTool);
  if (context.github) {
    for (const name of GITHUB_TOOLS) if (allowed.has(name)) offered.set(name, githubTools[name]);
  }
  if (context.reviewComments && (allowedTools === void 0 || allowed.has(REVIEW_TOOL)))
    offered.set(REVIEW_TOOL, addReviewCommentTool);
  if (context.reviewComments?.openThreads.length && (allowedTools === void 0 || allowed.has(RESOLVE_TOOL)))
    offered.set(RESOLVE_TOOL, resolveReviewThreadTool);
  const shellAllowed = allowedTools === void 0 || allowed.has("shell");
  if (shellAllowed && allowedCommands.length > 0) {
    offered.set("shell", shellTool(allowedCommands, options2.shell));
  }
  for (const tool of options2.mcpTools ?? []) offered.set(tool.definition.name, tool);
  const refusal3 = (name) => {
    if (GITHUB_TOOLS.includes(name) && allowed.has(name)) return GITHUB_UNAVAILABLE;
    if ((name === REVIEW_TOOL || name === RESOLVE_TOOL) && allowed.has(name))
      return `${name} is only available while reviewing a pull request`;
    if (name === CHECKS_TOOL && allowed.has(name))
      return "run_checks is not available: the repository names no checks (checks: in .github/baton.yml)";
    if (name === "shell" && shellAllowed)
      return "shell is not available: the recipe lists no allowed_commands";
    const mcp = parseMcpName(name);
    if (mcp && (allowed.has(`${MCP_PREFIX}${mcp.server}`) || allowed.has(name)))
      return `${name} is not available: its MCP server did not start or does not list it`;
    return `tool ${name} is not allowed for this recipe`;
  };
  return {
    definitions: [...offered.values()].map((tool) => tool.definition),
    async execute(name, argumentsJson) {
      const fail = (output) => ({ output, isError: true });
      try {
        const tool = offered.get(name);
        if (!tool) return fail(refusal3(name));
        let raw;
        try {
          raw = argumentsJson.trim() === "" ? {} : JSON.parse(argumentsJson);
        } catch (error) {
          return fail(`invalid arguments for ${name}: not valid JSON (${describeError(error)})`);
        }
        const parsed = tool.input.safeParse(raw);
        if (!parsed.success)
          return fail(`invalid arguments for ${name}: ${describeIssues(parsed.error.issues)}`);
        const output = await tool.run(parsed.data, context);
        return {
          output: truncateOutput(output, MAX_OUTPUT_BYTES + 1e3, { redact: context.redact }),
          isError: false
        };
      } catch (error) {
        if (error instanceof ToolError) return fail(error.message);
        return fail(`${name} failed: ${describeError(error)}`);
      }
    }
  };
}

// src/engine/agent/builtin-handlers.ts
function bindRecipeHandlers(recipe, hooks, run, builtins) {
  const removers = [];
  for (const [event, binding] of Object.entries(recipe.hooks ?? {})) {
    if (!binding) continue;
    const make = builtins[binding.handler];
    if (!make) {
      run.logger.warn(`recipe ${recipe.name}: unknown handler "${binding.handler}" for ${event}; ignored`);
      continue;
    }
    const handler = make(run);
    let fired = false;
    removers.push(
      hooks.register(
        event,
        `${recipe.name}:${binding.handler}`,
        (payload) => {
          if (binding.once && fired) return void 0;
          fired = true;
          return handler(payload);
        },
        "recipe"
      )
    );
  }
  return () => {
    for (const remove of removers) remove();
  };
}

// src/engine/agent/request.ts
function requestMessages(systemPrompt, context, placement) {
  if (placement === "user" || !context.some((m) => m.summary)) {
    const out = [{ role: "system", content: systemPrompt }];
    for (const m of context) out.push(m.message);
    return out;
  }
  const summaries = context.filter((m) => m.summary).map((m) => m.message.content ?? "");
  return [
    { role: "system", content: [...summaries, systemPrompt].join("\n\n") },
    ...context.filter((m) => !m.summary).map((m) => m.message)
  ];
}
var MIN_CUT_TOKENS = 200;
function fitToWindow(messages, window) {
  if (messagesTokenBound(messages) <= window) return { messages: [...messages], cut: 0 };
  const sizes = messages.map((m) => cachedMessageTokens(m));
  let excess = sizes.reduce((a, b) => a + b, 0) - window;
  if (excess <= 0) return { messages: [...messages], cut: 0 };
  const out = [...messages];
  const largest = out.map((m, i) => ({ i, m, tokens: sizes[i] })).filter(({ m }) => m.role === "tool" && (m.content?.length ?? 0) > 0).sort((a, b) => b.tokens - a.tokens);
  let cut2 = 0;
  for (const { i } of largest) {
    if (excess <= 0) break;
    const content = out[i].content ?? "";
    let shown = content.length;
    for (let pass = 0; pass < 4 && excess > 0; pass++) {
      const tokens = cachedMessageTokens(out[i]);
      const keepTokens = Math.max(MIN_CUT_TOKENS, Math.floor((tokens - excess) * 0.9));
      if (keepTokens >= tokens) break;
      shown = Math.floor(shown * keepTokens / tokens);
      const shorter = {
        ...out[i],
        content: `${content.slice(0, shown)}
[cut to fit the model's context window: the first ${shown} of ${content.length} characters]`
      };
      excess -= tokens - cachedMessageTokens(shorter);
      out[i] = shorter;
    }
    cut2++;
  }
  return excess <= 0 ? { messages: out, cut: cut2 } : void 0;
}

// src/engine/agent/agent.ts
var MAX_CALLBACK_DEPTH = 3;
var realTimer = (ms, fire) => {
  const handle = setTimeout(fire, ms);
  handle.unref();
  return () => clearTimeout(handle);
};
var Agent = class {
  constructor(deps) {
    this.deps = deps;
  }
  deps;
  /** Stops the run in progress at its time limit or the user's cancel, shared by the recipes it calls back. */
  deadline;
  cancelled = false;
  get conversation() {
    return this.deps.conversation;
  }
  async run(request) {
    const { deps } = this;
    const recipe = deps.recipes.get(request.recipe);
    const outcome = {
      status: "done",
      response: "",
      recipe: recipe.name,
      turns: 0,
      toolCalls: 0,
      usage: NO_USAGE,
      compactions: []
    };
    const cancelLimit = this.deadline ? void 0 : this.startDeadline();
    const state = this.state(recipe, request, outcome);
    const unbind = bindRecipeHandlers(recipe, deps.hooks, state, deps.builtins ?? {});
    let mcp;
    try {
      mcp = await deps.mcp?.(recipe.allowed_tools, this.deadline?.signal);
      if (mcp?.notes.length) outcome.notes = [...outcome.notes ?? [], ...mcp.notes];
      const callback = await this.loop(state, recipe, request, mcp?.tools);
      unbind();
      await mcp?.close();
      mcp = void 0;
      if (callback && !this.timedOut(outcome)) await this.callback(state, callback.recipe, callback.args);
    } catch (error) {
      if (!this.timedOut(outcome)) {
        outcome.status = "failed";
        outcome.reason = describeError(error);
        await this.recordRun(request, outcome, state.startUsd);
        if (request.invokedBy === "callback") return outcome;
        throw error;
      }
    } finally {
      unbind();
      await mcp?.close();
      if (state.changes.size) outcome.filesChanged = state.changes.list();
      const checks = state.checkLog.last;
      if (checks)
        outcome.checks = { results: [...checks], stale: state.checkLog.staleAt(state.changes.edits) };
      if (cancelLimit) {
        cancelLimit();
        this.deadline = void 0;
      }
    }
    await this.recordRun(request, outcome, state.startUsd);
    return outcome;
  }
  /** Starts the run's wall-clock limit and listens for the user's cancel; returns what stops both. */
  startDeadline() {
    const { runTimeoutMs } = this.deps.limits;
    const { cancel } = this.deps;
    if (!(runTimeoutMs > 0) && !cancel) return void 0;
    const deadline = new AbortController();
    this.deadline = deadline;
    this.cancelled = false;
    const onCancel = () => {
      this.cancelled = true;
      deadline.abort();
    };
    if (cancel?.aborted) onCancel();
    cancel?.addEventListener("abort", onCancel, { once: true });
    const stopTimer = runTimeoutMs > 0 ? (this.deps.timer ?? realTimer)(runTimeoutMs, () => deadline.abort()) : void 0;
    return () => {
      stopTimer?.();
      cancel?.removeEventListener("abort", onCancel);
    };
  }
  /** True once the time limit has passed or the user cancelled; the outcome then says so. */
  timedOut(outcome) {
    if (!this.deadline?.signal.aborted) return false;
    if (this.cancelled) {
      if (outcome.status !== "cancelled") {
        outcome.status = "cancelled";
        outcome.reason = "cancelled; what was said so far is saved and the conversation can be resumed";
      }
      return true;
    }
    if (outcome.status !== "timeout") {
      const minutes = Number((this.deps.limits.runTimeoutMs / 6e4).toFixed(2));
      outcome.status = "timeout";
      outcome.reason = `stopped after ${minutes} minutes, the run's time limit (run-timeout-minutes); the conversation is saved and can be resumed`;
    }
    return true;
  }
  /** Runs the turns; returns the recipe an agent_stop hook called back, if any. */
  async loop(state, recipe, request, mcpTools) {
    const { deps } = this;
    const conversation = deps.conversation;
    const { outcome } = state;
    const userMessage = request.message?.trim() || commandLine(request);
    const blocked = await deps.hooks.emit(
      "user_message_send",
      state.payload("user_message_send", { message: userMessage }),
      this.deadline?.signal
    );
    if (blocked) {
      outcome.status = "blocked";
      outcome.reason = `a hook blocked the message: ${blocked.reason}`;
      return;
    }
    if (!unansweredAsk(conversation.entries, userMessage))
      await conversation.append({ type: "message", message: { role: "user", content: userMessage } });
    const system = await this.systemPrompt(recipe, request);
    state.systemPrompt = system;
    const signal = this.deadline?.signal;
    const toolset = createToolset({
      allowedTools: recipe.allowed_tools,
      allowedCommands: recipe.allowed_commands,
      shell: { network: recipe.network, env: recipe.env, limits: recipeLimits(recipe.limits) },
      readPaths: recipe.read_paths,
      ...mcpTools ? { mcpTools } : {},
      context: {
        ...deps.tools,
        changes: state.changes,
        checkLog: state.checkLog,
        ...signal ? { signal: deps.tools.signal ? AbortSignal.any([deps.tools.signal, signal]) : signal } : {}
      }
    });
    for (; ; ) {
      const answer = await this.turn(state, recipe, system, toolset);
      if (answer === void 0)
        return outcome.status === "timeout" || outcome.status === "cancelled" || outcome.status === "budget" ? void 0 : await this.stopCompaction(state);
      outcome.response = answer;
      await loadTokenizer();
      await deps.hooks.emit(
        "turn_end",
        state.payload("turn_end", { response: answer, turn_number: conversation.userTurns() }),
        this.deadline?.signal
      );
      const stop = await deps.hooks.emit("agent_stop", this.stopPayload(state), this.deadline?.signal);
      if (!stop) return await this.stopCompaction(state);
      if (stop.result === "continue") {
        for (const m of stop.messages)
          await conversation.append({ type: "message", message: { role: "user", content: m.content ?? "" } });
        continue;
      }
      if (stop.result === "mutate") {
        await this.mutate(stop.messages, stop.target_conversation_id);
        return;
      }
      return { recipe: stop.callback, args: stop.callback_args };
    }
  }
  /** Model calls until the model answers without tools; undefined when a limit stopped the run. */
  async turn(state, recipe, system, toolset) {
    const { deps } = this;
    const { outcome, limits } = { outcome: state.outcome, limits: deps.limits };
    const before = state.request.spentBefore;
    for (; ; ) {
      if (this.timedOut(outcome)) return void 0;
      const turns = (before?.turns ?? 0) + outcome.turns;
      if (turns >= limits.maxTurns) {
        outcome.status = "max_turns";
        outcome.reason = `stopped after ${turns} model calls (max-turns ${limits.maxTurns}); the conversation is saved and can be resumed`;
        return void 0;
      }
      const spent = limits.spentTokens ? limits.spentTokens() - (before?.startTokens ?? state.startTokens) : (before?.tokens ?? 0) + outcome.usage.input_tokens + outcome.usage.output_tokens;
      if (limits.maxRunTokens > 0 && spent >= limits.maxRunTokens) {
        outcome.status = "budget";
        outcome.reason = `stopped after spending ${spent} tokens (max-run-tokens ${limits.maxRunTokens}); the conversation is saved and can be resumed`;
        return void 0;
      }
      const usd = (limits.spentUsd?.() ?? Number.NaN) - (before?.startUsd ?? state.startUsd);
      if (limits.maxRunCost && usd >= limits.maxRunCost) {
        outcome.status = "budget";
        outcome.reason = `stopped after spending ${formatUsd(usd)} (max-run-cost ${formatUsd(limits.maxRunCost)}); the conversation is saved and can be resumed`;
        return void 0;
      }
      const response = await this.callModel(state, recipe, system, toolset);
      outcome.turns++;
      const message = withUniqueCallIds(response.message);
      await deps.conversation.append({ type: "message", message, usage: response.usage });
      const cut2 = CUT_SHORT[response.finishReason];
      const why = cut2 && `the model's answer was cut short: ${cut2} (finish_reason ${response.finishReason})`;
      if (why) deps.logger.warn(`conversation ${deps.conversation.id}: ${why}`);
      if (!message.tool_calls?.length) {
        if (why) outcome.reason = why;
        else delete outcome.reason;
        return message.content ?? "";
      }
      const calls = message.tool_calls;
      const cap = limits.maxToolCallsPerTurn;
      if (calls.length > cap)
        deps.logger.warn(
          `conversation ${deps.conversation.id}: the model asked for ${calls.length} tool calls in one answer; the ${calls.length - cap} beyond max-tool-calls-per-turn (${cap}) were answered with an error, not run`
        );
      for (const [i, call] of calls.entries()) {
        if (this.timedOut(outcome))
          await this.toolResult(call.id, "Error: not run: the run's time limit was reached");
        else if (i >= cap)
          await this.toolResult(
            call.id,
            `Error: not run: one answer may make at most ${cap} tool calls (max-tool-calls-per-turn); make the calls still needed in your next answer`
          );
        else await this.runTool(state, toolset, call.id, call.function.name, call.function.arguments);
      }
    }
  }
  async toolResult(id, content) {
    await this.deps.conversation.append({
      type: "message",
      message: { role: "tool", tool_call_id: id, content }
    });
  }
  /** pre_llm_request (exactly once per call), context handlers, the call, overflow handling. */
  async callModel(state, recipe, system, toolset) {
    const { deps } = this;
    await this.preLlmRequest(state);
    const request = async () => {
      this.deadline?.signal.throwIfAborted();
      let messages = requestMessages(system, deps.conversation.context(), recipe.summary_placement);
      if (deps.hooks.handles("context"))
        messages = await deps.hooks.chainContext(state.payload("context"), messages);
      if (messagesTokenBound(messages) > deps.limits.contextWindow) await loadTokenizer();
      const fitted = fitToWindow(messages, deps.limits.contextWindow);
      if (!fitted) {
        throw failure(
          `the conversation holds ${deps.conversation.contextTokens() + textTokens(system)} tokens, more than the model's window of ${deps.limits.contextWindow}, even after compaction; compact it with /compact or raise context-window`
        );
      }
      if (fitted.cut) {
        deps.logger.warn(
          `conversation ${deps.conversation.id}: ${fitted.cut} tool ${fitted.cut === 1 ? "output was" : "outputs were"} cut in this request to fit the model's window`
        );
      }
      messages = fitted.messages;
      deps.onProgress?.(`calling ${deps.limits.model}`);
      const response = await deps.model.complete({
        model: deps.limits.model,
        messages,
        ...this.deadline ? { signal: this.deadline.signal } : {},
        ...toolset.definitions.length ? { tools: toolset.definitions } : {},
        ...deps.onText ? { onText: deps.onText } : {},
        ...deps.answerFormat ? { answerFormat: deps.answerFormat } : {},
        // The tokenizer loads while the model thinks: started as soon as the request is written
        // (started earlier, parsing its 3 MB held the request up), or once the answer is in when
        // the client cannot tell. Counts are exact from then on.
        onSent: preloadTokenizer
      });
      preloadTokenizer();
      state.outcome.usage = addUsage(state.outcome.usage, response.usage);
      return response;
    };
    try {
      return await request();
    } catch (error) {
      if (error instanceof ContextOverflowError && deps.compaction && await deps.compaction.onOverflow(state))
        return request();
      throw error;
    }
  }
  /**
   * The built-in agent_stop compaction: a run ending at or above the stop
   * threshold is compacted before its state is saved. A failure is logged;
   * the run's answer stands.
   */
  async stopCompaction(state) {
    const { deps } = this;
    if (!deps.compaction || this.timedOut(state.outcome)) return void 0;
    try {
      await deps.compaction.atStop(state);
    } catch (error) {
      deps.logger.warn(
        `stop compaction failed for conversation ${deps.conversation.id}: ${describeError(error)}`
      );
    }
    return void 0;
  }
  /** The pre-LLM point: an error here is logged with the conversation id and never reaches the loop. */
  async preLlmRequest(state) {
    const { deps } = this;
    try {
      if (deps.compaction) await deps.compaction.beforeModelCall(state);
    } catch (error) {
      if (this.deadline?.signal.aborted) throw error;
      deps.logger.warn(
        `pre-LLM check failed for conversation ${deps.conversation.id}: ${describeError(error)}; continuing without it`
      );
    }
    try {
      if (deps.hooks.handles("pre_llm_request"))
        await deps.hooks.emit(
          "pre_llm_request",
          state.payload("pre_llm_request", {
            tokens: await deps.conversation.tokens(),
            max_context_window: deps.limits.contextWindow
          }),
          this.deadline?.signal
        );
    } catch (error) {
      deps.logger.warn(
        `pre_llm_request hooks failed for conversation ${deps.conversation.id}: ${describeError(error)}`
      );
    }
  }
  async runTool(state, toolset, id, name, args) {
    const { deps } = this;
    state.outcome.toolCalls++;
    const depth = jsonDepth(args);
    if (depth > MAX_ENTRY_DEPTH) {
      await this.toolResult(
        id,
        `Error: not run: the arguments are nested ${depth} levels deep (at most ${MAX_ENTRY_DEPTH})`
      );
      return;
    }
    let input;
    try {
      input = args.trim() ? JSON.parse(args) : {};
    } catch {
      input = args;
    }
    let output;
    const before = await deps.hooks.emit(
      "before_tool_call",
      state.payload("before_tool_call", { tool_name: name, tool_input: input }),
      this.deadline?.signal
    );
    if (before && "blocked" in before) {
      output = `Error: the call was blocked by a hook: ${before.reason}`;
    } else {
      deps.onProgress?.(`running ${name}`);
      const result = await untilAborted(
        toolset.execute(name, before ? JSON.stringify(before.input) : args),
        this.deadline?.signal
      );
      if (result === ABORTED) {
        await this.toolResult(
          id,
          "Error: not finished: the run was stopped (its time limit, or a cancel) while the tool worked"
        );
        return;
      }
      output = result.isError ? `Error: ${result.output}` : result.output;
      const after2 = await deps.hooks.emit(
        "after_tool_call",
        state.payload("after_tool_call", {
          tool_name: name,
          tool_input: before?.input ?? input,
          tool_output: output
        }),
        this.deadline?.signal
      );
      if (after2) output = after2.output;
    }
    await this.toolResult(id, output);
  }
  /** Needs exact counts: the tokenizer is loaded (the loop awaits it before turn_end). */
  stopPayload(state) {
    const { deps } = this;
    return state.payload("agent_stop", {
      messages: deps.conversation.contextMessages(),
      usage: {
        input_tokens: state.outcome.usage.input_tokens,
        output_tokens: state.outcome.usage.output_tokens,
        current_context_window: deps.conversation.contextTokens(),
        max_context_window: deps.limits.contextWindow
      },
      auto_compact_enabled: deps.limits.compactThreshold > 0,
      auto_compact_threshold: deps.limits.compactThreshold,
      callback_args: state.request.callbackArgs ?? {},
      files_changed: state.changes.list().map((file) => file.path)
    });
  }
  async mutate(messages, targetId) {
    const { deps } = this;
    let target = deps.conversation;
    if (targetId && targetId !== deps.conversation.id) {
      if (!deps.openConversation) {
        deps.logger.warn(
          `a hook asked to mutate conversation ${targetId}, which this run cannot open; ignored`
        );
        return;
      }
      try {
        target = await deps.openConversation(targetId);
      } catch (error) {
        deps.logger.warn(
          `a hook asked to mutate conversation ${targetId}, which could not be opened (${error.message}); ignored`
        );
        return;
      }
    }
    await target.append({ type: "mutation", messages, source: "agent_stop" });
    deps.logger.info(
      `conversation ${target.id} replaced by ${messages.length} messages from an agent_stop hook`
    );
  }
  /** Runs a called-back recipe on the same conversation; its spending counts toward the parent run. */
  async callback(parentState, recipe, args) {
    const { request: parent, outcome } = parentState;
    if (!this.deps.recipes.has(recipe)) {
      this.deps.logger.warn(`an agent_stop hook called back recipe ${recipe}, which does not exist; ignored`);
      return;
    }
    const depth = (parent.depth ?? 0) + 1;
    if (depth > MAX_CALLBACK_DEPTH) {
      this.deps.logger.warn(
        `callback to ${recipe} refused: callback chains may be at most ${MAX_CALLBACK_DEPTH} deep`
      );
      return;
    }
    this.deps.logger.info(`agent_stop hook called back recipe ${recipe}`);
    const stringArgs = Object.fromEntries(
      Object.entries(args).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])
    );
    const before = parent.spentBefore;
    const called = await this.run({
      recipe,
      args: stringArgs,
      trigger: "callback",
      invokedBy: "callback",
      callbackArgs: args,
      depth,
      spentBefore: {
        turns: (before?.turns ?? 0) + outcome.turns,
        tokens: (before?.tokens ?? 0) + outcome.usage.input_tokens + outcome.usage.output_tokens,
        startUsd: before?.startUsd ?? parentState.startUsd,
        startTokens: before?.startTokens ?? parentState.startTokens
      }
    });
    this.timedOut(outcome);
    outcome.turns += called.turns;
    outcome.toolCalls += called.toolCalls;
    outcome.usage = addUsage(outcome.usage, called.usage);
    outcome.compactions.push(...called.compactions);
    if (called.notes?.length) outcome.notes = [...outcome.notes ?? [], ...called.notes];
    if (called.status === "failed") {
      outcome.reason = `the recipe ${recipe} an agent_stop hook called back failed: ${called.reason ?? "unknown error"}`;
      this.deps.logger.warn(`conversation ${this.deps.conversation.id}: ${outcome.reason}`);
      return;
    }
    if (called.status !== "done" && outcome.status === "done") {
      outcome.status = called.status;
      if (called.reason !== void 0) outcome.reason = called.reason;
    }
  }
  async systemPrompt(recipe, request) {
    const { conversation } = this.deps;
    const render = (uncounted2) => renderRecipe(recipe, {
      ...this.deps.variables,
      args: request.args ?? {},
      conversation: conversation.recipeView(uncounted2)
    });
    let uncounted = false;
    let prompt = render(() => {
      uncounted = true;
    });
    if (uncounted) {
      await loadTokenizer();
      prompt = render();
    }
    const standing = this.deps.instructions?.trim();
    return standing ? `${prompt.trim()}

${standing}` : prompt.trim();
  }
  async recordRun(request, outcome, startUsd) {
    if (request.invokedBy === "callback") return;
    const spent = this.deps.limits.spentUsd?.();
    if (spent !== void 0) outcome.costUsd = spent - startUsd;
    const contextTokens2 = await this.deps.conversation.tokens();
    await this.deps.conversation.append({
      type: "run",
      run_id: request.runId ?? "local",
      trigger: request.trigger,
      recipe: outcome.recipe,
      status: outcome.status,
      usage: outcome.usage,
      head_sha: request.headSha ?? null,
      context_tokens: contextTokens2,
      ...outcome.costUsd !== void 0 ? { cost_usd: outcome.costUsd } : {},
      ...outcome.reason ? { reason: outcome.reason } : {}
    });
  }
  state(recipe, request, outcome) {
    const { deps } = this;
    return {
      ...this.deadline ? { signal: this.deadline.signal } : {},
      conversation: deps.conversation,
      recipe,
      request,
      limits: deps.limits,
      logger: deps.logger,
      startUsd: deps.limits.spentUsd?.() ?? 0,
      startTokens: deps.limits.spentTokens?.() ?? 0,
      outcome,
      changes: new ChangedFiles(),
      checkLog: new CheckLog(),
      get usage() {
        return outcome.usage;
      },
      payload: (event, fields = {}) => ({
        event,
        conv_id: deps.conversation.id,
        cwd: deps.tools.workspace,
        invoked_by: request.invokedBy ?? "main",
        invoked_recipe: recipe.name,
        ...fields
      })
    };
  }
};
function commandLine(request) {
  const args = Object.entries(request.args ?? {}).map(([k, v]) => ` ${k}=${v}`);
  return `/run ${request.recipe}${args.join("")}`;
}
var CUT_SHORT = {
  length: "it reached the output limit",
  content_filter: "the server's content filter stopped it"
};
function withUniqueCallIds(message) {
  const calls = message.tool_calls;
  if (!calls?.length || new Set(calls.map((c) => c.id)).size === calls.length) return message;
  const taken = new Set(calls.map((c) => c.id));
  const seen = /* @__PURE__ */ new Set();
  const next = /* @__PURE__ */ new Map();
  return {
    ...message,
    tool_calls: calls.map((call) => {
      if (!seen.has(call.id)) {
        seen.add(call.id);
        return call;
      }
      let n = next.get(call.id) ?? 2;
      while (taken.has(`${call.id}_${n}`)) n++;
      next.set(call.id, n + 1);
      const id = `${call.id}_${n}`;
      taken.add(id);
      return { ...call, id };
    })
  };
}
function unansweredAsk(entries, message) {
  let failedRuns = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = known(entries[i]);
    if (entry?.type === "run") {
      if (entry.status === "done") return false;
      failedRuns++;
      continue;
    }
    return failedRuns > 0 && entry?.type === "message" && entry.message.role === "user" && entry.message.content === message;
  }
  return false;
}
function recipeLimits(limits) {
  return {
    ...limits.processes ? { processes: limits.processes } : {},
    ...limits.memory_mb ? { memoryMb: limits.memory_mb } : {},
    ...limits.file_size_mb ? { fileSizeMb: limits.file_size_mb } : {},
    ...limits.tmpfs_mb ? { tmpfsMb: limits.tmpfs_mb } : {}
  };
}

// src/engine/agent/require-checks.ts
var MAX_CHECK_ROUNDS = 3;
function requireChecks(checks) {
  return (run) => {
    let rounds = 0;
    return () => {
      if (checks.length === 0 || rounds >= MAX_CHECK_ROUNDS) return void 0;
      const { edits } = run.changes;
      const last = run.checkLog.last;
      let ask;
      if (run.checkLog.staleAt(edits) && (edits > 0 || last !== void 0))
        ask = "Files changed since the repository's checks last ran (or they have not run): call run_checks now, fix what they report, and then answer.";
      else if (last?.some((r) => !r.passed))
        ask = `These checks failed: ${last.filter((r) => !r.passed).map((r) => `\`${r.command}\``).join(
          ", "
        )}. Fix what they report and call run_checks again; if a failure is not caused by your change or cannot be fixed, say so and why in your answer.`;
      if (!ask) return void 0;
      rounds++;
      run.logger.info(`require_checks: the run goes on (round ${rounds} of ${MAX_CHECK_ROUNDS})`);
      return { result: "continue", messages: [{ role: "user", content: ask }] };
    };
  };
}

// src/engine/compaction/cut-point.ts
function findCutPoint(context, keepTokens) {
  let cut2 = context.length;
  let kept = 0;
  while (cut2 > 0) {
    const cost = cachedMessageTokens(context[cut2 - 1].message);
    if (kept + cost > keepTokens) break;
    kept += cost;
    cut2--;
  }
  while (cut2 < context.length && !isCutBoundary(context[cut2])) cut2++;
  if (cut2 < context.length) return cut2;
  for (let k = context.length - 1; k > 0; k--) if (isCutBoundary(context[k])) return k;
  return 0;
}
function isCutBoundary(m) {
  return m.entryId !== null && m.message.role !== "tool";
}
function keepBudget(contextWindow, targetTokens, tokensNow) {
  return Math.floor(Math.min(0.2 * contextWindow, 0.5 * targetTokens, 0.5 * tokensNow));
}

// src/engine/compaction/instructions.ts
var LEDGER_HEADING = "## User messages, verbatim (kept by Baton across compactions)";
function ledgerBudget(contextWindow) {
  return Math.max(0, Math.min(2e4, Math.floor(contextWindow * 0.3)));
}
var MAX_MESSAGE_CHARS = 8e3;
var MIN_CUT_TOKENS2 = 100;
function withLedger(summary, covered, budget) {
  const own = stripLedger(summary).trim();
  const carried = covered.filter((m) => m.summary).flatMap((m) => readLedger(m.message.content ?? ""));
  const fresh = covered.filter((m) => !m.summary && m.entryId !== null && m.message.role === "user").map((m) => (m.message.content ?? "").trim()).filter((text) => text && !isBareCommand(text));
  const ledger = capLedger(dedupe([...carried, ...fresh]), budget);
  if (!ledger.items.length) return own;
  const note = ledger.dropped ? `

(The ${ledger.dropped} oldest user messages no longer fit here; the summary above carries them.)` : "";
  return `${own}

${LEDGER_HEADING}${note}

${ledger.items.map(quote).join("\n\n")}`;
}
function readLedger(text) {
  const at2 = text.indexOf(LEDGER_HEADING);
  if (at2 < 0) return [];
  return text.slice(at2 + LEDGER_HEADING.length).split(/\n\s*\n/).filter((block) => block.startsWith(">")).map(
    (block) => block.split("\n").map((line) => line.replace(/^> ?/, "")).join("\n")
  );
}
function stripLedger(summary) {
  const at2 = summary.indexOf(LEDGER_HEADING);
  return at2 < 0 ? summary : summary.slice(0, at2);
}
function isBareCommand(text) {
  return /^\/[\w-]+(\s+[\w.-]+)?(\s+[\w.-]+=\S*)*$/.test(text);
}
function dedupe(items) {
  return [...new Set(items)];
}
function capLedger(items, budget) {
  const out = [];
  let left = budget;
  let i = items.length - 1;
  for (; i >= 0; i--) {
    const item = clipMiddle(items[i], MAX_MESSAGE_CHARS);
    const cost = textTokens(item) + 2;
    if (cost <= left) {
      out.unshift(item);
      left -= cost;
      continue;
    }
    if (!out.length || left >= MIN_CUT_TOKENS2) {
      out.unshift(cutToTokens(item, Math.max(left, MIN_CUT_TOKENS2)));
      i--;
    }
    break;
  }
  return { items: out, dropped: i + 1 };
}
function cutToTokens(text, tokens) {
  let max = text.length;
  for (let pass = 0; pass < 4; pass++) {
    max = Math.floor(max * tokens * 0.9 / Math.max(1, textTokens(clipMiddle(text, max)) + 2));
    if (textTokens(clipMiddle(text, max)) + 2 <= tokens) break;
  }
  return clipMiddle(text, max);
}
function quote(text) {
  return text.split("\n").map((line) => line ? `> ${line}` : ">").join("\n");
}

// src/engine/compaction/transcript.ts
var MAX_TOOL_OUTPUT_CHARS = 2e3;
function transcriptBlocks(messages) {
  const names = /* @__PURE__ */ new Map();
  const blocks = [];
  for (const { message: m, summary } of messages) {
    if (summary) {
      blocks.push(`[earlier summary]
${m.content ?? ""}`);
      continue;
    }
    if (m.role === "assistant") {
      const text = m.content?.trim();
      if (text) blocks.push(`[assistant]
${text}`);
      for (const call of m.tool_calls ?? []) {
        names.set(call.id, call.function.name);
        blocks.push(`[assistant called ${call.function.name}] ${call.function.arguments}`);
      }
    } else if (m.role === "tool") {
      const name = names.get(m.tool_call_id ?? "") ?? "tool";
      blocks.push(`[${name} returned]
${clipMiddle(m.content ?? "", MAX_TOOL_OUTPUT_CHARS)}`);
    } else {
      blocks.push(`[${m.role}]
${m.content ?? ""}`);
    }
  }
  return blocks;
}
function transcriptText(blocks) {
  return `<conversation>
${blocks.join("\n\n")}
</conversation>`;
}
var isSummaryBlock = (block) => block.startsWith("[earlier summary]");
var isUserBlock = (block) => block.startsWith("[user]");
function trimOldest(blocks, maxTokens, stays = isSummaryBlock) {
  let kept = blocks.map((block) => ({ block, cost: textTokens(block) + 2 }));
  let total = kept.reduce((sum, b) => sum + b.cost, 0);
  const before = kept.length;
  for (const goes of [(b) => !stays(b), (b) => !isSummaryBlock(b)]) {
    const drop = /* @__PURE__ */ new Set();
    const request = kept.findIndex((b) => stays(b.block) && !isSummaryBlock(b.block));
    for (let i = 0; i < kept.length - 1 && total > maxTokens; i++)
      if (i !== request && goes(kept[i].block)) {
        drop.add(i);
        total -= kept[i].cost;
      }
    kept = kept.filter((_, i) => !drop.has(i));
  }
  let out = kept.map((b) => b.block);
  if (total > maxTokens && total > 0) {
    const share = Math.max(0, maxTokens) / total;
    out = out.map((block) => {
      const fits = Math.floor(block.length * share * 0.9);
      return block.length > fits ? clipMiddle(block, fits) : block;
    });
  }
  const dropped = before - kept.length;
  if (dropped) out.unshift(`[${dropped} older messages were left out to fit the summarizer's window]`);
  return out;
}

// src/engine/compaction/writable.ts
import { constants as constants3 } from "node:fs";
import { access } from "node:fs/promises";
import { dirname } from "node:path";
async function checkWritable(logFile) {
  const folder = dirname(logFile);
  for (const path6 of [folder, logFile]) {
    try {
      await access(path6, constants3.W_OK);
    } catch (error) {
      const code = error.code;
      if (code === "ENOENT" && path6 === logFile) continue;
      const why = code === "EROFS" ? "is on a read-only file system" : `cannot be written (${code ?? error})`;
      throw failure(`the conversation's folder ${folder} ${why}, so nothing was compacted or popped`);
    }
  }
}

// src/engine/compaction/compaction-service.ts
var BREAKER_THRESHOLD = 3;
var COMPACT_RECIPE = "compact";
var MAX_SUMMARY_SHARE = 0.1;
var summaryCap = (contextWindow) => Math.floor(MAX_SUMMARY_SHARE * contextWindow);
var CompactionService = class {
  constructor(deps) {
    this.deps = deps;
  }
  deps;
  failures = 0;
  /** Open after three summarizer failures in a row: the rest of the run masks instead. */
  get breakerOpen() {
    return this.failures >= BREAKER_THRESHOLD;
  }
  async compact(conversation, request) {
    const strategy = strategyNamed(request.strategy);
    await checkWritable(conversation.file);
    const warnings = [];
    await loadTokenizer();
    const tokensBefore = conversation.contextTokens();
    const messagesBefore = conversation.context().length;
    const payload = (event, fields) => ({
      event,
      conv_id: conversation.id,
      cwd: this.deps.workspace,
      invoked_by: request.invokedBy ?? "main",
      invoked_recipe: request.invokedRecipe ?? COMPACT_RECIPE,
      ...fields
    });
    const hook = await this.deps.hooks.emit(
      "before_compact",
      payload("before_compact", { trigger: request.trigger, tokens: tokensBefore })
    );
    if (hook && "cancel" in hook)
      return {
        status: "cancelled",
        trigger: request.trigger,
        reason: "a before_compact hook cancelled it",
        warnings,
        usage: NO_USAGE
      };
    const supplied = hook && "summary" in hook ? hook.summary : request.summary;
    const steps = [];
    let usage = NO_USAGE;
    let summaryFailed = false;
    let nothing;
    let afterCompactRan = false;
    const mask = async () => {
      const masked = this.masked(conversation, request);
      if (!masked) return false;
      await conversation.append(masked.entry);
      steps.push({
        strategy: "mask",
        tokensBefore: masked.entry.tokens_before,
        tokensAfter: masked.tokensAfter
      });
      return true;
    };
    const apply = async (pending) => {
      const injected = await this.afterCompact(payload, pending.summary, tokensBefore, pending.tokensAfter);
      afterCompactRan = true;
      const entry = injected.length ? { ...pending.entry, messages: injected } : pending.entry;
      if (injected.length) entry.tokens_after = simulate(conversation.entries, entry);
      await conversation.append(entry);
      steps.push({
        strategy: "summarize",
        tokensBefore: pending.entry.tokens_before,
        tokensAfter: entry.tokens_after
      });
    };
    const summarize2 = async () => {
      if (this.breakerOpen) {
        warnings.push(
          "the summarizer failed 3 times in a row in this run, so old tool outputs were masked instead"
        );
        summaryFailed = true;
        if (!steps.length) await mask();
        return false;
      }
      try {
        const made = await this.summarize(conversation, request);
        usage = addUsage(usage, made.usage);
        this.failures = 0;
        if (isAutomatic(request.trigger) && made.pending.tokensAfter >= conversation.contextTokens()) {
          warnings.push("the summary came out no shorter than what it would replace, so it was not applied");
          return false;
        }
        await apply(made.pending);
        return true;
      } catch (error) {
        if (request.signal?.aborted) throw error;
        if (error instanceof NothingToSummarize) {
          nothing = error.message;
          return false;
        }
        this.failures++;
        summaryFailed = true;
        warnings.push(
          `summarizing failed (${describeError(error)}), so old tool outputs were masked instead`
        );
        if (!steps.length) await mask();
        return false;
      }
    };
    if (supplied !== void 0) {
      await apply(
        this.summaryEntry(
          conversation,
          withLedger(supplied, conversation.context(), ledgerBudget(this.deps.contextWindow)),
          null,
          request
        )
      );
    } else {
      await strategy.run({
        mask,
        summarize: summarize2,
        tokens: () => conversation.contextTokens(),
        targetTokens: request.targetTokens
      });
    }
    if (steps.length && !afterCompactRan) {
      const injected = await this.afterCompact(payload, "", tokensBefore, conversation.contextTokens());
      for (const message of injected) await conversation.append({ type: "message", message });
    }
    if (!steps.length)
      return unchanged(
        request,
        nothing ?? (warnings.length ? warnings.join("; ") : "there was nothing old enough to compact"),
        warnings,
        usage
      );
    return this.result(
      conversation,
      request,
      steps,
      tokensBefore,
      messagesBefore,
      warnings,
      usage,
      summaryFailed
    );
  }
  result(conversation, request, steps, tokensBefore, messagesBefore, warnings, usage, summaryFailed) {
    const tokensAfter = conversation.contextTokens();
    if (tokensAfter > request.targetTokens)
      warnings.push(
        `the context is still ${tokensAfter} tokens, above the target of ${request.targetTokens}`
      );
    return {
      status: "compacted",
      trigger: request.trigger,
      strategy: request.summary !== void 0 ? "summarize" : request.strategy,
      steps,
      tokensBefore,
      tokensAfter,
      messagesBefore,
      messagesAfter: conversation.context().length,
      warnings,
      usage,
      summaryFailed
    };
  }
  /** Old tool outputs become placeholders; undefined when that would save nothing. */
  masked(conversation, request) {
    const found = this.maskAt(conversation, request, false);
    return found ?? (isAutomatic(request.trigger) ? void 0 : this.maskAt(conversation, request, true));
  }
  maskAt(conversation, request, keepFewer) {
    const context = conversation.context();
    const before = conversation.contextTokens();
    const cut2 = findCutPoint(
      context,
      keepFewer ? 0 : keepBudget(this.deps.contextWindow, request.targetTokens, before)
    );
    if (cut2 === 0) return void 0;
    const entry = {
      type: "compaction",
      first_kept_entry_id: context[cut2]?.entryId ?? null,
      tokens_before: before,
      tokens_after: 0,
      strategy: "mask"
    };
    const after2 = simulate(conversation.entries, entry);
    if (after2 >= before) return void 0;
    entry.tokens_after = after2;
    return { entry, summary: "", tokensAfter: after2 };
  }
  /** One model call through the compact recipe; an overflow trims the oldest input and retries once. */
  async summarize(conversation, request) {
    const context = conversation.context();
    const before = conversation.contextTokens();
    if (nothingNewSinceSummary(conversation.entries)) {
      throw new NothingToSummarize("nothing to compact: nothing was said since the last summary");
    }
    const window = this.deps.contextWindow;
    const overgrown = (m) => textTokens(m.message.content ?? "") > summaryCap(window) + ledgerBudget(window);
    const nothingIn = (covered2) => !covered2.length || covered2.length === 1 && covered2[0].summary && !overgrown(covered2[0]);
    let cut2 = findCutPoint(context, keepBudget(this.deps.contextWindow, request.targetTokens, before));
    if (nothingIn(context.slice(0, cut2)) && !isAutomatic(request.trigger)) cut2 = findCutPoint(context, 0);
    const covered = context.slice(0, cut2);
    if (nothingIn(covered)) throw new NothingToSummarize();
    const recipe = this.deps.recipes.get(COMPACT_RECIPE);
    const system = renderRecipe(recipe, {
      ...request.variables,
      args: request.instructions ? { focus: request.instructions } : {},
      conversation: conversation.recipeView()
    }).trim();
    const summarizerWindow = Math.min(window, this.deps.summaryContextWindow ?? window);
    const room = Math.floor(summarizerWindow * 0.75) - textTokens(system);
    let blocks = trimOldest(transcriptBlocks(covered), room);
    const call = () => this.deps.model.complete({
      ...request.signal ? { signal: request.signal } : {},
      model: this.deps.summaryModel,
      messages: [
        { role: "system", content: system },
        { role: "user", content: transcriptText(blocks) }
      ]
    });
    let response;
    this.deps.progress?.(
      `compacting conversation ${conversation.id}: summarizing ${covered.length} messages (${before} tokens in context)`
    );
    try {
      response = await call();
    } catch (error) {
      if (request.signal?.aborted) throw error;
      this.deps.logger.warn(
        `conversation ${conversation.id}: the summarizer failed (${describeError(error)}); retrying once with the oldest half of its input left out`
      );
      blocks = trimOldest(transcriptBlocks(covered), Math.floor(textTokens(transcriptText(blocks)) / 2));
      response = await call();
    }
    const text = response.message.content?.trim();
    if (!text) throw failure("the summarizer returned an empty answer");
    const cap = summaryCap(this.deps.contextWindow);
    const tokens = textTokens(text);
    if (tokens > cap)
      throw failure(
        `the summary came out at ${tokens} tokens, more than a summary may take (a tenth of the ${this.deps.contextWindow}-token window: ${cap})`
      );
    const summary = withLedger(text, covered, ledgerBudget(this.deps.contextWindow));
    return {
      pending: this.summaryEntry(conversation, summary, context[cut2]?.entryId ?? null, request),
      usage: response.usage
    };
  }
  summaryEntry(conversation, summary, firstKept, request) {
    const entry = {
      type: "compaction",
      summary,
      first_kept_entry_id: firstKept,
      tokens_before: conversation.contextTokens(),
      tokens_after: 0,
      strategy: "summarize",
      recipe: request.summary !== void 0 ? request.invokedRecipe ?? COMPACT_RECIPE : COMPACT_RECIPE
    };
    entry.tokens_after = simulate(conversation.entries, entry);
    return { entry, summary, tokensAfter: entry.tokens_after };
  }
  async afterCompact(payload, summary, tokensBefore, tokensAfter) {
    if (!this.deps.hooks.handles("after_compact")) return [];
    const result = await this.deps.hooks.emit(
      "after_compact",
      payload("after_compact", { summary, tokens_before: tokensBefore, tokens_after: tokensAfter })
    );
    return result?.messages ?? [];
  }
};
var NothingToSummarize = class extends BatonError {
  constructor(reason = "there is nothing before the recent turns to summarize") {
    super("input", reason);
    this.name = "NothingToSummarize";
  }
};
function nothingNewSinceSummary(entries) {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = known(entries[i]);
    if (e?.type === "compaction" && !masksInPlace(e)) return true;
    if (e?.type === "stack_pop" && e.pre_pop_summary !== void 0) return true;
    if (e?.type === "message" || e?.type === "mutation") return false;
  }
  return false;
}
function simulate(entries, entry) {
  const probe = { ...entry, id: "\0pending", parent_id: null, timestamp: "" };
  return contextTokens(buildContext([...entries, probe]));
}
function isAutomatic(trigger) {
  return trigger === "auto" || trigger === "stop";
}
function unchanged(request, reason, warnings, usage) {
  return { status: "unchanged", trigger: request.trigger, reason, warnings, usage };
}

// src/engine/compaction/swap-context.ts
var MIN_SWAP_SUMMARY_CHARS = 20;
function swapContext(service) {
  return (run) => async (payload) => {
    const summary = String(payload.response ?? "").trim();
    if (!summary) {
      run.logger.warn(
        `swap_context: the ${run.recipe.name} run gave an empty answer; the context is left as it was`
      );
      return void 0;
    }
    await loadTokenizer();
    const refused = refusal2(run, summary);
    if (refused) {
      const reason = `swap_context refused the ${run.recipe.name} run's answer as a summary: ${refused}; the context is left as it was`;
      run.logger.warn(reason);
      run.outcome.status = "failed";
      run.outcome.reason = reason;
      return void 0;
    }
    const result = await service.compact(run.conversation, {
      strategy: "summarize",
      trigger: run.request.invokedBy === "callback" ? "callback" : "manual",
      summary,
      targetTokens: Math.floor(run.limits.compactThreshold * run.limits.contextWindow),
      invokedBy: run.request.invokedBy ?? "main",
      invokedRecipe: run.recipe.name
    });
    recordCompaction(run, result);
    return void 0;
  };
}
function refusal2(run, summary) {
  if (summary.length < MIN_SWAP_SUMMARY_CHARS)
    return `${summary.length} characters are too short to stand for the conversation (at least ${MIN_SWAP_SUMMARY_CHARS})`;
  const tokens = textTokens(summary);
  const replaced = run.conversation.contextTokens() - tokens;
  const cap = summaryCap(run.limits.contextWindow);
  if (tokens > cap)
    return `${tokens} tokens are more than a summary may take (a tenth of the ${run.limits.contextWindow}-token window: ${cap})`;
  if (tokens >= replaced) return `${tokens} tokens are no shorter than the ${replaced} it would replace`;
  return void 0;
}

// src/engine/hooks/executable.ts
import { constants as constants4 } from "node:fs";
import { access as access2, readdir as readdir2, stat as stat5 } from "node:fs/promises";
import { basename, join } from "node:path";
var DEFAULT_HOOK_TIMEOUT_MS = 1e4;
function runHook(sandbox, path6, args, opts) {
  const env = safeEnv();
  const run = {
    timeoutMs: opts.timeoutMs,
    ...opts.input !== void 0 ? { input: opts.input } : {},
    ...opts.signal ? { signal: opts.signal } : {}
  };
  if (!sandbox) return runProcess(path6, args, { ...run, cwd: opts.cwd, env });
  return runSandboxed(
    sandbox,
    path6,
    args,
    { workspace: opts.cwd, readOnly: [path6], network: false, env },
    run
  );
}
async function hookSandbox(sandbox) {
  return sandbox ? sandbox.choice() : { sandbox: void 0 };
}
async function discoverExecutableHooks(dirs, opts) {
  const hooks = [];
  const timeoutMs = opts.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS;
  let place;
  for (const dir of dirs) {
    const names = (await readdir2(dir).catch(() => [])).sort();
    for (const name of names) {
      if (/\.(m?js|md|json|txt)$/.test(name) || name.startsWith(".")) continue;
      const path6 = join(dir, name);
      const isFile = await stat5(path6).then(
        (s) => s.isFile(),
        () => false
      );
      const executable = await access2(path6, constants4.X_OK).then(
        () => true,
        () => false
      );
      if (!isFile || !executable) continue;
      if (!place) {
        const choice = await hookSandbox(opts.sandbox);
        if ("refused" in choice) {
          opts.logger.warn(`executable hooks are skipped (hooks-sandbox is on): ${choice.refused}`);
          return [];
        }
        place = choice;
      }
      const r = await runHook(place.sandbox, path6, ["hook"], { cwd: opts.cwd, timeoutMs });
      if (r.code !== 0) {
        opts.logger.warn(
          `hook ${name}: \`${name} hook\` ${describeFailure(r, timeoutMs, opts.redact)}; the hook is skipped`
        );
        continue;
      }
      const events = /* @__PURE__ */ new Set();
      for (const line of r.stdout.split("\n").map((l) => l.trim()).filter(Boolean)) {
        if (isHookEvent(line)) events.add(line);
        else opts.logger.warn(`hook ${name}: unknown event "${line}" ignored`);
      }
      if (events.size) hooks.push({ name: basename(path6), path: path6, events });
    }
  }
  return hooks;
}
var STDERR_LINES = 5;
var STDERR_CHARS = 600;
function describeFailure(r, timeoutMs, redact = (t) => t) {
  if (r.timedOut) return `timed out after ${timeoutMs / 1e3} s`;
  if (r.error) return `could not be started (${r.error.code ?? r.error.message})`;
  const exited = `exited with ${r.code ?? `signal ${r.signal ?? "unknown"}`}`;
  const lines = redact(r.stderr).split("\n").map((l) => l.trim()).filter(Boolean).slice(-STDERR_LINES);
  if (!lines.length) return `${exited}, with nothing on stderr`;
  return `${exited} (${cut(lines.join(" | "), STDERR_CHARS, { keep: "ends" })})`;
}

// src/engine/hooks/extensions.ts
import { readdir as readdir3 } from "node:fs/promises";
import { join as join2 } from "node:path";
import { pathToFileURL } from "node:url";
var Extensions = class {
  constructor(hooks, host, logger, timeoutMs = DEFAULT_HOOK_TIMEOUT_MS, commandTimeoutMs = 0) {
    this.hooks = hooks;
    this.host = host;
    this.logger = logger;
    this.timeoutMs = timeoutMs;
    this.commandTimeoutMs = commandTimeoutMs;
    this.api = this.apiFor("extension command", newOwned());
  }
  hooks;
  host;
  logger;
  timeoutMs;
  commandTimeoutMs;
  commands = /* @__PURE__ */ new Map();
  /** The API command handlers are given; what they register later stands like a setup's. */
  api;
  /** What stops the command running now: its model calls are made with it. */
  commandSignal;
  /**
   * The API one extension is given, bound to its name: what it registers is
   * credited to it and kept in `owned`, so a setup that fails or times out
   * can be undone, and one skipped registers nothing afterwards.
   */
  apiFor(source, owned) {
    const { host } = this;
    return {
      // An extension may count tokens synchronously (api.conversation.contextTokens()): its
      // handlers run with the tokenizer loaded.
      // A handler has the hook timeout to answer, as an executable hook has: past it the run goes on
      // without its answer.
      on: (event, handler) => {
        if (owned.skipped)
          return this.logger.warn(`extension ${source} was skipped: its "${event}" handler is ignored`);
        if (!isHookEvent(event))
          return this.logger.warn(
            `extension ${source}: "${event}" is no hook event (${HOOK_EVENTS.join(", ")}); its handler is ignored`
          );
        const remove = this.hooks.register(
          event,
          source,
          async (payload) => {
            await loadTokenizer();
            const answer = await withinTime(
              Promise.resolve().then(() => handler(payload)),
              this.timeoutMs
            );
            if (answer === TIMED_OUT) throw new Error(`did not answer within ${this.timeoutMs / 1e3} s`);
            return answer;
          },
          "extension"
        );
        owned.removers.push(remove);
      },
      command: (name, spec) => {
        if (owned.skipped)
          return this.logger.warn(`extension ${source} was skipped: command "${name}" is ignored`);
        const key = name.toLowerCase();
        if (RESERVED_COMMANDS.has(key))
          return this.logger.warn(`extension ${source}: command "${name}" is one of Baton's own; ignored`);
        if ([...this.commands.keys()].some((known2) => known2.toLowerCase() === key))
          return this.logger.warn(`extension ${source}: command "${name}" is already defined; ignored`);
        this.commands.set(name, {
          ...spec,
          handler: async (ctx) => {
            await loadTokenizer();
            const limit = new AbortController();
            const timer = this.commandTimeoutMs > 0 ? setTimeout(() => limit.abort(), this.commandTimeoutMs) : void 0;
            const signal = ctx.signal ? AbortSignal.any([ctx.signal, limit.signal]) : limit.signal;
            this.commandSignal = signal;
            try {
              const work = Promise.resolve().then(() => spec.handler({ ...ctx, signal }));
              const answer = await untilAborted(work, signal);
              if (answer !== ABORTED) return answer;
            } finally {
              clearTimeout(timer);
              if (!signal.aborted) this.commandSignal = void 0;
            }
            if (ctx.signal?.aborted) throw failure(`/${name} was cancelled before it finished`);
            const minutes = Number((this.commandTimeoutMs / 6e4).toFixed(2));
            throw failure(
              `/${name} did not finish within ${minutes} minutes, the run's time limit (run-timeout-minutes)`
            );
          },
          source
        });
        owned.commands.push(name);
      },
      saveEntry: async (entry) => {
        if (this.commandSignal?.aborted)
          throw failure(
            "the command was stopped (cancelled, or past the run's time limit): nothing more is saved"
          );
        return host.conversation().append(entry, void 0, { verify: true });
      },
      rebuildContext: () => host.conversation().invalidate(),
      complete: (messages, options2) => host.complete(messages, options2?.system, this.commandSignal),
      get entries() {
        return host.conversation().entries;
      },
      get conversation() {
        return host.conversation();
      },
      model: host.model,
      contextWindow: host.contextWindow,
      get usage() {
        return host.usage();
      }
    };
  }
  /**
   * Runs one extension's setup; one that throws or does not finish within the
   * setup timeout is logged and skipped, like a failing hook.
   */
  async add(name, extension) {
    const owned = newOwned();
    const skip = (why) => {
      owned.skipped = true;
      for (const remove of owned.removers) remove();
      for (const command of owned.commands) this.commands.delete(command);
      this.logger.warn(`extension ${name} ${why}; skipped`);
    };
    try {
      const setup = Promise.resolve().then(() => extension(this.apiFor(name, owned)));
      if (await withinTime(setup, this.timeoutMs) === TIMED_OUT)
        skip(`did not finish loading within ${this.timeoutMs / 1e3} s`);
    } catch (e) {
      skip(`failed to load: ${e?.message ?? e}`);
    }
  }
  /** `*.js` / `*.mjs` files in the folders, in name order. */
  async loadFrom(dirs) {
    for (const dir of dirs) {
      const names = (await readdir3(dir).catch(() => [])).filter((n) => /\.m?js$/.test(n)).sort();
      for (const name of names) {
        let mod;
        try {
          mod = await import(pathToFileURL(join2(dir, name)).href);
        } catch (e) {
          this.logger.warn(`extension ${name} could not be imported: ${e?.message ?? e}; skipped`);
          continue;
        }
        if (typeof mod.default !== "function") {
          this.logger.warn(`extension ${name} has no default export function; skipped`);
          continue;
        }
        await this.add(name, mod.default);
      }
    }
  }
};
var newOwned = () => ({ skipped: false, removers: [], commands: [] });
var RESERVED_COMMANDS = /* @__PURE__ */ new Set([
  "run",
  "compact",
  "reset",
  "describe",
  "changelog",
  "remember",
  "memory",
  "forget"
]);

// src/engine/hooks/runner.ts
var MAX_ANSWER_DEPTH = 64;
var RANK = {
  recipe: 0,
  extension: 1,
  executable: 2,
  default: 3
};
var FAILED = /* @__PURE__ */ Symbol("failed");
var GUARDS = /* @__PURE__ */ new Set(["before_tool_call"]);
var HookRunner = class {
  constructor(opts) {
    this.opts = opts;
    for (const hook of opts.executables ?? [])
      for (const event of hook.events)
        this.add({
          source: hook.name,
          event,
          rank: RANK.executable,
          call: (p, signal) => this.runExecutable(hook, p, signal)
        });
  }
  opts;
  handlers = [];
  /** Adds an in-process handler; returns the function that removes it. */
  register(event, source, handler, priority = "extension") {
    const entry = { source, event, rank: RANK[priority], call: async (p) => handler(p) };
    this.add(entry);
    return () => {
      this.handlers = this.handlers.filter((h) => h !== entry);
    };
  }
  handles(event) {
    return this.handlers.some((h) => h.event === event);
  }
  /**
   * Runs every handler of the event; the first non-empty valid answer wins.
   * Once `signal` (the run's time limit or cancel) aborts, no handler is waited
   * for: an executable one is killed, an in-process one left unawaited, and
   * each counts as failed.
   */
  async emit(event, payload, signal) {
    if (event === "before_tool_call" && this.hiddenFromExecutables(event, payload.tool_input))
      return {
        blocked: true,
        reason: "its arguments hold text shaped like a secret, which hooks are not shown"
      };
    if (GUARDS.has(event)) return await this.guard(payload, signal);
    let winner;
    for (const h of this.handlers) {
      if (h.event !== event) continue;
      const result = await this.answer(h, event, payload, signal);
      if (result === void 0 || result === FAILED) continue;
      if (winner)
        this.opts.logger.warn(
          `hooks ${winner.source} and ${h.source} both answered ${event}; ${winner.source}'s answer is used`
        );
      else winner = { source: h.source, result };
    }
    return winner?.result;
  }
  /**
   * A tool call's guards chain: each judges the input the one before it rewrote (what would run),
   * and any guard's refusal, or failure, refuses the call, whoever answered before it.
   */
  async guard(payload, signal) {
    let input;
    for (const h of this.handlers) {
      if (h.event !== "before_tool_call") continue;
      const shown = input === void 0 ? payload : { ...payload, tool_input: input };
      if (input !== void 0 && h.rank === RANK.executable && this.hiddenFromExecutables("before_tool_call", input))
        return {
          blocked: true,
          reason: "a hook rewrote its arguments into text shaped like a secret, which hooks are not shown"
        };
      const result = await this.answer(h, "before_tool_call", shown, signal);
      if (result === FAILED) return { blocked: true, reason: `the hook ${h.source} that guards it failed` };
      if (result === void 0) continue;
      if ("blocked" in result) return result;
      input = result.input;
    }
    return input === void 0 ? void 0 : { input };
  }
  /** `context` handlers chain: each sees the messages the one before it returned. */
  async chainContext(payload, messages) {
    let current = messages;
    for (const h of this.handlers) {
      if (h.event !== "context") continue;
      const result = await this.answer(h, "context", { ...payload, messages: current });
      if (result && result !== FAILED) current = result.messages;
    }
    return current;
  }
  hiddenFromExecutables(event, value) {
    const { redactor } = this.opts;
    if (!redactor || !this.handlers.some((h) => h.event === event && h.rank === RANK.executable))
      return false;
    try {
      if (redactor.redactIfNeeded(value) !== value) return true;
      JSON.stringify(value);
      return false;
    } catch {
      return true;
    }
  }
  add(h) {
    this.handlers.push(h);
    this.handlers.sort((a, b) => a.rank - b.rank);
  }
  async answer(h, event, payload, signal) {
    const outcome = GUARDS.has(event) ? "the call is refused" : "no action taken";
    let raw;
    if (signal?.aborted) {
      this.opts.logger.warn(`hook ${h.source} (${event}) not run: the run was stopped; ${outcome}`);
      return FAILED;
    }
    try {
      raw = await untilAborted(
        Promise.resolve().then(() => h.call(payload, signal)),
        signal
      );
      if (raw === ABORTED) {
        this.opts.logger.warn(`hook ${h.source} (${event}) was stopped with the run; ${outcome}`);
        return FAILED;
      }
    } catch (e) {
      this.opts.logger.warn(`hook ${h.source} (${event}) failed: ${e?.message ?? e}; ${outcome}`);
      return FAILED;
    }
    if (isEmptyResult(raw)) return void 0;
    let text;
    try {
      text = JSON.stringify(raw);
    } catch (e) {
      this.opts.logger.warn(
        `hook ${h.source} (${event}) answered something that is not JSON data (${e?.message ?? e}); ${outcome}`
      );
      return FAILED;
    }
    const depth = text === void 0 ? 0 : jsonDepth(text);
    if (depth > MAX_ANSWER_DEPTH) {
      this.opts.logger.warn(
        `hook ${h.source} (${event}) answered something nested ${depth} levels deep (at most ${MAX_ANSWER_DEPTH}); ${outcome}`
      );
      return FAILED;
    }
    const parsed = ResultSchemas[event].safeParse(text === void 0 ? raw : JSON.parse(text));
    if (!parsed.success) {
      const problem = describeIssues(parsed.error.issues, "result");
      this.opts.logger.warn(
        `hook ${h.source} (${event}) answered something that does not fit (${problem}); ${outcome}`
      );
      return FAILED;
    }
    return parsed.data;
  }
  async runExecutable(hook, payload, signal) {
    const timeoutMs = this.opts.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS;
    const choice = await hookSandbox(this.opts.sandbox);
    if ("refused" in choice) throw new Error(choice.refused);
    const sent = this.opts.redactor ? this.opts.redactor.redactDeep(payload) : payload;
    const r = await runHook(choice.sandbox, hook.path, ["run"], {
      signal,
      input: JSON.stringify(sent),
      cwd: this.opts.cwd,
      timeoutMs
    });
    if (r.timedOut || r.code !== 0)
      throw new Error(
        describeFailure(r, timeoutMs, this.opts.redactor && ((t) => this.opts.redactor.redact(t)))
      );
    if (r.droppedStdout > 0)
      throw new Error(
        `printed more output than is kept (${DEFAULT_MAX_OUTPUT_BYTES / 2 ** 20} MiB, stdout and stderr together), so its answer on stdout was cut`
      );
    const text = r.stdout.trim();
    if (!text) return void 0;
    const depth = jsonDepth(text);
    if (depth > MAX_ANSWER_DEPTH)
      throw new Error(`printed JSON nested ${depth} levels deep (at most ${MAX_ANSWER_DEPTH})`);
    try {
      return JSON.parse(text);
    } catch {
      throw new Error(`printed invalid JSON: ${JSON.stringify(text.slice(0, 120))}`);
    }
  }
};

// src/engine/mcp/connect.ts
var MAX_TOOLS_PER_SERVER = 100;
var MAX_TOOL_LIST_BYTES = 64 * 1024;
var MAX_DESCRIPTION_CHARS = 2e3;
var MAX_PAGES = 50;
var MAX_STDERR_BYTES = 8 * 1024;
var CLOSE_WAIT_MS = 5e3;
async function connectServer(name, entry, opts) {
  const seconds = Number((opts.timeoutMs / 1e3).toFixed(3));
  const request = {
    timeoutMs: opts.timeoutMs,
    ...opts.signal ? { signal: opts.signal } : {}
  };
  const target = isStdio(entry) ? await stdioTarget(entry, opts) : httpTarget(entry, opts);
  const connection2 = await opts.client.connect(target, {
    ...request,
    ...target.kind === "stdio" ? { onStderr: stderrToLog(name, opts) } : {}
  });
  if (connection2 === TIMED_OUT) throw failure(`did not start within ${seconds} s (its timeout)`);
  const close = async () => {
    await withinTime(connection2.close(), CLOSE_WAIT_MS);
  };
  try {
    const listed = await listTools(connection2, request);
    if (listed === TIMED_OUT) throw failure(`did not list its tools within ${seconds} s (its timeout)`);
    return {
      ...listed,
      async call(tool, args, signal) {
        const result = await connection2.callTool(tool, args, {
          timeoutMs: opts.timeoutMs,
          ...signal ? { signal } : {}
        });
        if (result === TIMED_OUT)
          throw failure(`did not answer within ${seconds} s (the server's timeout); the call was cancelled`);
        return result;
      },
      close
    };
  } catch (error) {
    await close();
    throw error;
  }
}
async function stdioTarget(entry, opts) {
  const choice = await opts.sandbox.choice();
  if ("refused" in choice) throw failure(`stdio servers run in the program sandbox, and ${choice.refused}`);
  const found = findProgram(entry.command, opts.workspace, opts.env.PATH);
  if (choice.sandbox.name !== "none" && !found) throw failure(`command not found: ${entry.command}`);
  const { values, secrets } = resolveValues(entry.env, opts.env);
  for (const secret of secrets) opts.addSecret(secret);
  const launch = choice.sandbox.launch(entry.command, entry.args ?? [], {
    workspace: opts.workspace,
    // Like the shell tool's program: its own folder stays visible, read-only, wherever it is installed.
    ...found ? { readOnly: programInstall(found, opts.env.HOME) } : {},
    network: entry.network ?? false,
    env: { ...safeEnv(opts.env), ...values }
  });
  return { kind: "stdio", launch };
}
function httpTarget(entry, opts) {
  const { values, secrets } = resolveValues(entry.headers, opts.env);
  for (const secret of secrets) opts.addSecret(secret);
  return { kind: "http", url: entry.url, headers: values };
}
function stderrToLog(name, opts) {
  let seen = 0;
  let pending = "";
  const say = (line) => {
    if (line.trim()) opts.logger.info(`MCP server ${name}: ${opts.redact(line)}`);
  };
  return (chunk) => {
    if (seen >= MAX_STDERR_BYTES) return;
    const text = chunk.toString("utf8", 0, Math.min(chunk.length, MAX_STDERR_BYTES - seen));
    seen += chunk.length;
    const lines = (pending + text).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) say(line);
    if (seen >= MAX_STDERR_BYTES) {
      pending = "";
      opts.logger.info(`MCP server ${name}: [stderr cut after ${count(MAX_STDERR_BYTES)} bytes]`);
    }
  };
}
async function listTools(connection2, request) {
  const tools = [];
  const notes = [];
  let bytes = 0;
  let cursor;
  let listed = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await connection2.listTools(cursor, request);
    if (result === TIMED_OUT) return result;
    for (const tool of result.tools) {
      listed++;
      if (tools.length >= MAX_TOOLS_PER_SERVER) continue;
      const offered = {
        name: tool.name,
        description: clip(tool.description ?? tool.title ?? "", MAX_DESCRIPTION_CHARS),
        inputSchema: objectSchema(tool.inputSchema)
      };
      const size = Buffer.byteLength(JSON.stringify(offered));
      if (bytes + size > MAX_TOOL_LIST_BYTES) continue;
      bytes += size;
      tools.push(offered);
    }
    cursor = result.nextCursor;
    if (cursor === void 0) break;
    if (page === MAX_PAGES - 1) notes.push(`its list ran past ${MAX_PAGES} pages; the rest was not read`);
  }
  if (tools.length < listed)
    notes.push(
      `it lists ${count(listed)} tools; the first ${count(tools.length)} are offered (at most ${MAX_TOOLS_PER_SERVER} tools and ${count(MAX_TOOL_LIST_BYTES)} bytes of definitions per server)`
    );
  return { tools, notes };
}
function objectSchema(schema) {
  if (schema && typeof schema === "object" && schema.type === "object")
    return schema;
  return { type: "object" };
}

// src/engine/mcp/toolbox.ts
var MAX_REASON_CHARS = 300;
var Arguments = record(string(), unknown());
var allowsMcp = (allowedTools) => (allowedTools ?? []).some((name) => parseMcpName(name) !== void 0);
async function openMcpTools(allowedTools, opts, signal) {
  const wanted = /* @__PURE__ */ new Map();
  for (const name of allowedTools ?? []) {
    const parsed = parseMcpName(name);
    if (!parsed) continue;
    const known2 = wanted.get(parsed.server);
    if (parsed.tool === void 0) wanted.set(parsed.server, "all");
    else if (known2 !== "all") wanted.set(parsed.server, (known2 ?? /* @__PURE__ */ new Set()).add(parsed.tool));
  }
  const notes = [];
  const sessions = [];
  const tools = [];
  const opened = await Promise.all(
    [...wanted].map(async ([server, allowed]) => {
      const entry = Object.hasOwn(opts.servers, server) ? opts.servers[server] : void 0;
      if (!entry) return { server, failed: "no such server is configured under mcp_servers" };
      if (!opts.client) return { server, failed: "this build of Baton has no MCP client" };
      const timeoutMs = entry.timeout !== void 0 ? entry.timeout * 1e3 : opts.defaultTimeoutMs;
      try {
        const session = await connectServer(server, entry, {
          client: opts.client,
          workspace: opts.workspace,
          sandbox: opts.sandbox,
          env: opts.env ?? process.env,
          timeoutMs,
          ...signal ? { signal } : {},
          logger: opts.logger,
          redact: opts.redact,
          addSecret: opts.addSecret
        });
        return { server, allowed, session };
      } catch (error) {
        opts.logger.debug(`MCP server ${server}: ${describeError(error)}`);
        const reason = opts.redact(describeError(error)).replace(/\s+/g, " ");
        return { server, failed: clip(reason, MAX_REASON_CHARS) };
      }
    })
  );
  for (const result of opened) {
    const { server } = result;
    if ("failed" in result) {
      notes.push(`MCP server ${server} is not available, so its tools were not offered: ${result.failed}`);
      continue;
    }
    const { session, allowed } = result;
    sessions.push(session);
    for (const note of session.notes) notes.push(`MCP server ${server}: ${note}`);
    const listed = new Set(session.tools.map((t) => t.name));
    if (allowed !== "all") {
      for (const name of allowed)
        if (!listed.has(name)) notes.push(`MCP server ${server} has no tool ${name}`);
    }
    const unnamable = [];
    for (const tool of session.tools) {
      if (allowed !== "all" && !allowed.has(tool.name)) continue;
      const name = mcpToolName(server, tool.name);
      if (!TOOL_NAME.test(name)) {
        unnamable.push(JSON.stringify(clip(tool.name, 80)));
        continue;
      }
      tools.push({
        definition: { name, description: tool.description, parameters: tool.inputSchema },
        input: Arguments,
        async run(args, ctx) {
          const call = session.call(tool.name, args, ctx.signal);
          const result2 = await untilAborted(call, ctx.signal);
          if (result2 === ABORTED) throw new ToolError("the run was cancelled");
          if (result2.isError)
            throw new ToolError(truncateOutput(result2.text, MAX_OUTPUT_BYTES, { redact: ctx.redact }));
          return result2.text;
        }
      });
    }
    if (unnamable.length > 0)
      notes.push(
        `MCP server ${server}: ${unnamable.length} of its tools left out, as mcp__${server}__<tool> is not a name model APIs take (letters, digits, _ and -, at most 64): ${unnamable.slice(0, 5).join(", ")}${unnamable.length > 5 ? ", \u2026" : ""}`
      );
  }
  for (const note of notes) opts.logger.warn(note);
  return {
    tools,
    notes,
    close: async () => {
      await Promise.all(sessions.map((s) => s.close()));
    }
  };
}

// src/engine/model/cost.ts
function costOf(usage, pricing) {
  let { input, output } = pricing;
  for (const tier of pricing.tiers ?? []) if (usage.input_tokens > tier.above) ({ input, output } = tier);
  return (usage.input_tokens * input + usage.output_tokens * output) / 1e6;
}
var CostMeter = class {
  /** `overrides`: dollars per million tokens by model id, for models the catalog lacks or prices differently. */
  constructor(overrides = /* @__PURE__ */ new Map()) {
    this.overrides = overrides;
  }
  overrides;
  usd = 0;
  tokens = 0;
  unpriced = /* @__PURE__ */ new Set();
  prices = /* @__PURE__ */ new Map();
  add(model, usage) {
    this.tokens += usage.input_tokens + usage.output_tokens;
    const pricing = this.pricing(model);
    if (pricing) this.usd += costOf(usage, pricing);
    else if (usage.input_tokens + usage.output_tokens > 0) this.unpriced.add(model);
  }
  /** Dollars so far, and the models no price was known for. */
  get total() {
    return { usd: this.usd, unpriced: [...this.unpriced] };
  }
  /** Tokens so far, in and out, of every model call: the run's, compaction's and extensions' alike. */
  spentTokens() {
    return this.tokens;
  }
  /** Dollars so far; undefined once a call of a model without a known price was made. */
  spentUsd() {
    return this.unpriced.size > 0 ? void 0 : this.usd;
  }
  pricing(model) {
    if (!this.prices.has(model))
      this.prices.set(model, this.overrides.get(model) ?? catalogModel(model)?.pricing);
    return this.prices.get(model);
  }
};

// src/engine/runtime.ts
function createRuntime(config, ports) {
  return Runtime.create({ ...config, ...ports });
}
var Runtime = class _Runtime {
  constructor(opts, recipes, hooks, extensions, model, redactor, sandbox) {
    this.opts = opts;
    this.recipes = recipes;
    this.hooks = hooks;
    this.extensions = extensions;
    this.model = model;
    this.redactor = redactor;
    this.sandbox = sandbox;
    this.cost = new CostMeter(modelPrices(opts.repoConfig));
    this.compaction = new CompactionService({
      model: this.redactingModel(),
      summaryModel: opts.settings.summaryModel ?? opts.settings.model,
      contextWindow: opts.contextWindow,
      ...opts.summaryContextWindow !== void 0 ? { summaryContextWindow: opts.summaryContextWindow } : {},
      recipes,
      hooks,
      logger: opts.logger,
      workspace: opts.workspace,
      ...opts.progress ? { progress: opts.progress } : {}
    });
    this.builtins = {
      swap_context: swapContext(this.compaction),
      require_checks: requireChecks(opts.repoConfig?.checks ?? []),
      ...opts.builtins
    };
  }
  opts;
  recipes;
  hooks;
  extensions;
  model;
  redactor;
  sandbox;
  current;
  spent = NO_USAGE;
  /** Every model call of this process, priced by the model that answered (the repository's prices first). */
  cost;
  /** The one compaction service behind every trigger. */
  compaction;
  /** Handlers recipes can name in their frontmatter. */
  builtins;
  /** Use createRuntime(). */
  static async create(config) {
    const { model: runModelName, summaryModel } = config.settings;
    const [recipes, window, summaryWindow] = await Promise.all([
      loadRecipes({ builtinDir: builtinRecipesDir(), repoDir: config.recipesDir }),
      resolveContextWindow(
        runModelName,
        config.settings.contextWindow,
        config.model,
        config.logger,
        config.repoConfig?.models
      ).then((w) => w.tokens),
      // Another model summarizes: its own window (`context-window` is the run model's).
      summaryModel && summaryModel !== runModelName ? summaryModelWindow(summaryModel, config) : void 0
    ]);
    const opts = {
      ...config,
      contextWindow: window,
      ...summaryWindow !== void 0 ? { summaryContextWindow: summaryWindow } : {}
    };
    const runModel = opts.settings.model;
    if (opts.settings.maxRunCost > 0 && !modelPrices(opts.repoConfig).has(runModel) && !catalogModel(runModel)?.pricing) {
      opts.logger.warn(
        `max-run-cost is set, but the model catalog has no price for model "${opts.settings.model}": the dollar budget cannot be kept (max-run-tokens can)`
      );
    }
    const timeoutMs = opts.settings.hookTimeout * 1e3;
    const sandbox = new ProgramSandbox(opts.settings.shellSandbox, opts.workspace, {
      hidden: opts.hiddenPaths ?? [],
      // Baton's own configuration: no program rewrites what the next run loads.
      readOnlyInside: batonConfigPaths(opts.workspace, opts.settings),
      onRefused: (reason) => opts.logger.warn(
        `programs (shell${opts.settings.hooksSandbox ? ", executable hooks" : ""}) are refused: ${reason}`
      )
    });
    const hooksSandbox = opts.settings.hooksSandbox ? sandbox : void 0;
    const redactor = new Redactor(opts.secrets ?? []);
    const executables = await discoverExecutableHooks(opts.hookDirs, {
      cwd: opts.workspace,
      logger: opts.logger,
      timeoutMs,
      sandbox: hooksSandbox,
      redact: (text) => redactor.redact(text)
    });
    const hooks = new HookRunner({
      logger: opts.logger,
      cwd: opts.workspace,
      executables,
      timeoutMs,
      redactor,
      sandbox: hooksSandbox
    });
    let runtime;
    const extensions = new Extensions(
      hooks,
      {
        conversation: () => runtime.conversation,
        complete: (messages, system, signal) => runtime.complete(messages, system, signal),
        model: opts.settings.model,
        contextWindow: opts.contextWindow,
        usage: () => runtime.spent
      },
      opts.logger,
      timeoutMs,
      opts.settings.runTimeoutMinutes * 6e4
    );
    runtime = new _Runtime(opts, recipes, hooks, extensions, opts.model, redactor, sandbox);
    for (const [name, ext] of Object.entries(opts.builtinExtensions ?? {})) await extensions.add(name, ext);
    await extensions.loadFrom(opts.hookDirs);
    return runtime;
  }
  get conversation() {
    if (!this.current) throw new Error("no conversation is open");
    return this.current;
  }
  /** The open conversation, if any. */
  get openConversation() {
    return this.current;
  }
  /** Makes the conversation current (for extensions) and redacts what is appended to it. */
  use(conversation) {
    conversation.redact = (value) => this.redactor.redactDeep(value);
    if (this.opts.clock) conversation.clock = this.opts.clock;
    this.current = conversation;
    return conversation;
  }
  agent(conversation, {
    reviewComments,
    variables,
    instructions,
    ...extra
  } = {}) {
    const { opts } = this;
    this.use(conversation);
    const repo = opts.repoConfig ?? EMPTY_CONFIG;
    const ignoredPath = ignoredPaths(repo);
    const pr = variables?.pr && {
      ...variables.pr,
      changed_files: variables.pr.changed_files.filter((f) => !ignoredPath?.(f))
    };
    const seen = { ...variables, ...pr ? { pr } : {}, checks: repo.checks };
    const standing = [instructions, configPrompt(repo, pr?.changed_files ?? [])].filter(Boolean).join("\n\n");
    return new Agent({
      conversation,
      model: this.redactingModel(),
      recipes: this.recipes,
      hooks: this.hooks,
      tools: {
        workspace: opts.workspace,
        configPaths: batonConfigPaths(opts.workspace, opts.settings),
        checks: repo.checks,
        sandbox: this.sandbox,
        redact: (text) => this.redactor.redact(text),
        ...opts.github ? { github: opts.github } : {},
        ...reviewComments ? { reviewComments } : {},
        ...ignoredPath ? { ignoredPath } : {}
      },
      limits: {
        model: opts.settings.model,
        contextWindow: this.opts.contextWindow,
        maxTurns: opts.settings.maxTurns,
        maxRunTokens: opts.settings.maxRunTokens,
        maxRunCost: opts.settings.maxRunCost,
        spentUsd: () => this.cost.spentUsd(),
        spentTokens: () => this.cost.spentTokens(),
        runTimeoutMs: opts.settings.runTimeoutMinutes * 6e4,
        maxToolCallsPerTurn: opts.settings.maxToolCallsPerTurn,
        compactThreshold: opts.settings.compactThreshold,
        stopCompactThreshold: opts.settings.stopCompactThreshold
      },
      logger: opts.logger,
      builtins: this.builtins,
      compaction: new RunCompaction(
        this.compaction,
        {
          strategy: opts.settings.compactStrategy,
          contextWindow: opts.contextWindow,
          compactThreshold: opts.settings.compactThreshold,
          stopCompactThreshold: opts.settings.stopCompactThreshold
        },
        seen
      ),
      ...opts.progress ? { onProgress: opts.progress } : {},
      mcp: async (allowedTools, signal) => allowsMcp(allowedTools) ? openMcpTools(
        allowedTools,
        {
          servers: repo.mcpServers,
          client: opts.mcp,
          workspace: opts.workspace,
          sandbox: this.sandbox,
          defaultTimeoutMs: opts.settings.hookTimeout * 1e3,
          logger: opts.logger,
          redact: (text) => this.redactor.redact(text),
          addSecret: (value) => this.redactor.add(value)
        },
        signal
      ) : void 0,
      ...seen ? { variables: seen } : {},
      ...standing ? { instructions: standing } : {},
      ...extra
    });
  }
  /**
   * A compaction asked for by a person (`/compact`, `baton compact`): it
   * summarizes unless told otherwise, aiming under the pre-LLM threshold.
   */
  compact(conversation, request = {}) {
    this.use(conversation);
    return this.compaction.compact(conversation, {
      strategy: MANUAL_STRATEGY,
      trigger: "manual",
      targetTokens: Math.floor(this.opts.settings.compactThreshold * this.opts.contextWindow),
      ...request
    });
  }
  /** A plain completion (an extension's): the run's model, no tools. */
  async complete(messages, system, signal) {
    const all = system ? [{ role: "system", content: system }, ...messages] : messages;
    const response = await this.redactingModel().complete({
      model: this.opts.settings.model,
      messages: all,
      ...signal ? { signal } : {}
    });
    this.spent = addUsage(this.spent, response.usage);
    return response.message.content ?? "";
  }
  /** Every request leaves through the redactor (secrets never reach the model) and is priced on its way back. */
  redactingModel() {
    const { model, redactor, cost } = this;
    return {
      complete: async (request) => {
        const response = await model.complete({
          ...request,
          messages: redactor.redactDeep(request.messages),
          ...request.tools ? { tools: redactor.redactDeep(request.tools) } : {}
        });
        if (response.usageEstimated) {
          await loadTokenizer();
          response.usage = estimatedUsage(request.messages, response.message);
        }
        cost.add(request.model, response.usage);
        return response;
      }
    };
  }
};
async function summaryModelWindow(model, config) {
  const known2 = knownContextWindow(model, void 0, config.repoConfig?.models);
  if (known2) return known2.tokens;
  const served = await config.model.servedContextWindow?.(model);
  if (served !== void 0 && served > 0) return served;
  config.logger.warn(
    `the context window of summary model "${model}" is unknown (not in the model catalog, and the server did not report it): the summarizer is sent what fits the run model's window. Set its context-window under models: in .github/baton.yml.`
  );
  return void 0;
}
function modelPrices(config) {
  const prices = /* @__PURE__ */ new Map();
  for (const [id, m] of config?.models ?? []) if (m.pricing) prices.set(id, m.pricing);
  return prices;
}

// src/extensions/pop.ts
var POP_PROMPT = `You are folding a stretch of a conversation into a short record, because the user chose to set that work aside and return to where the conversation stood before it. The messages that follow are the work being set aside.

Write a concise record of it for whoever carries on: what was asked, what was tried, what was found (exact file paths, commands, error messages, identifiers), what was decided, and what was left unfinished. Keep the user's own requests word for word as quotes. Output only the record, no preamble.`;
var PRE_POP_PROMPT = `You are summarizing the beginning of a conversation, up to a point the user is returning to. Later work has been set aside and is summarized separately; describe only the messages that follow.

Write a concise summary for whoever carries on: the objective, every instruction the users gave (quoted word for word), decisions, files and identifiers, errors, and where things stood at the end. Output only the summary, no preamble.`;
var popExtension = (api) => {
  api.command("pop", {
    usage: "[n]",
    description: "fold user turn N (default: the last) and the work after it into a summary, and return to before it",
    handler: ({ args }) => pop(api, args)
  });
};
async function pop(api, args) {
  const entries = api.entries;
  const turns = turnsOnTheStack(entries);
  if (!turns.length) throw inputError("the conversation has no user turns to pop");
  if (args.length > 1) throw inputError(`takes one user turn number at most (got "${args.join(" ")}")`);
  const n = args[0] === void 0 ? turns.length : /^\d+$/.test(args[0]) ? Number(args[0]) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > turns.length)
    throw inputError(`N must be a user turn from 1 to ${turns.length} (got "${args[0]}")`);
  const back = turns[n - 1];
  const backId = entries[back].id;
  const joined = entries.findLastIndex((e) => {
    const k = known(e);
    return k?.type === "mutation" && k.source === JOIN_SOURCE;
  });
  if (back < joined) {
    const first = turns.findIndex((t) => t > joined);
    throw inputError(
      `user turn ${n} comes before the work of two runs at once was joined; ${first < 0 ? "no turn since can be popped" : `/pop can go back to turn ${first + 1} at the earliest`}`
    );
  }
  await checkWritable(api.conversation.file);
  const before = buildContext(entries);
  const crossing = !before.some((m) => m.entryId === backId);
  const summary = await summarize(api, POP_PROMPT, buildContext(ownStretch(entries, back)));
  const kept = crossing ? buildContext(entries.slice(0, back)) : [];
  const prePop = kept.length > 0 ? withLedger(await summarize(api, PRE_POP_PROMPT, kept), kept, ledgerBudget(api.contextWindow)) : void 0;
  await api.saveEntry({
    type: "stack_pop",
    back_to_entry_id: backId,
    summary,
    ...prePop !== void 0 ? { pre_pop_summary: prePop } : {}
  });
  api.rebuildContext();
  const after2 = api.conversation.context();
  return `popped ${api.conversation.id} back to before user turn ${n} of ${turns.length}: messages ${before.length} \u2192 ${after2.length}, tokens ${contextTokens(before)} \u2192 ${contextTokens(after2)}${prePop !== void 0 ? " (with a pre-pop summary of what came before)" : ""}`;
}
function turnsOnTheStack(entries) {
  const position = /* @__PURE__ */ new Map();
  const depth = new Int32Array(entries.length + 1);
  for (let i = 0; i < entries.length; i++) {
    const e = known(entries[i]);
    position.set(entries[i].id, i);
    if (e?.type !== "stack_pop") continue;
    const back = position.get(e.back_to_entry_id);
    if (back === void 0) continue;
    depth[back]++;
    depth[i]--;
  }
  const out = [];
  let popped = 0;
  for (let i = 0; i < entries.length; i++) {
    popped += depth[i];
    const e = known(entries[i]);
    if (popped === 0 && e?.type === "message" && e.message.role === "user") out.push(i);
  }
  return out;
}
function ownStretch(entries, back) {
  const out = [];
  let before;
  for (let i = back; i < entries.length; i++) {
    const raw = entries[i];
    const e = known(raw);
    if (e?.type === "mutation") {
      before ??= buildUnrepairedContext(entries.slice(0, i));
      out.push(...hookAdded(repairToolPairs(before), e));
      before = e.messages.map((message) => ({ message, entryId: null, cover: e.id }));
      continue;
    }
    if (e?.type === "message") before?.push({ message: e.message, entryId: e.id });
    else if (e && COVERING_ENTRY_TYPES.has(e.type)) before = void 0;
    if (e?.type === "compaction") continue;
    if (e?.type === "stack_pop" && e.pre_pop_summary !== void 0) {
      const { pre_pop_summary: _, ...rest } = e;
      out.push(rest);
    } else out.push(raw);
  }
  return out;
}
function hookAdded(given, mutation) {
  const kept = mutation.messages.length >= given.length && given.every((m, k) => JSON.stringify(m.message) === JSON.stringify(mutation.messages[k]));
  if (!kept) return [];
  const { parent_id, timestamp } = mutation;
  return mutation.messages.slice(given.length).map((message, k) => ({ id: `${mutation.id}#${k}`, parent_id, timestamp, type: "message", message }));
}
async function summarize(api, system, messages) {
  if (!messages.length) return "(nothing)";
  const room = Math.floor(api.contextWindow * 0.75) - textTokens(system);
  const blocks = trimOldest(transcriptBlocks(messages), room, (b) => isSummaryBlock(b) || isUserBlock(b));
  const text = await api.complete([{ role: "user", content: transcriptText(blocks) }], { system });
  const trimmed = text.trim();
  if (!trimmed) throw failure("the model returned an empty summary");
  return trimmed;
}

// src/extensions/index.ts
var BUILTIN_EXTENSIONS = { pop: popExtension };

export {
  isSecretFile,
  sdkMcpClient,
  createRuntime,
  BUILTIN_EXTENSIONS
};

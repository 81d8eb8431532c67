#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/util/text.ts
function cut(whole, max, options = {}) {
  const { unit = "chars", keep = "head", note = () => "\u2026", room = 0, redact } = options;
  const text = redact ? redact(whole) : whole;
  const size = unit === "bytes" ? Buffer.byteLength(text, "utf8") : text.length;
  if (size <= max) return text;
  const keepUnits = Math.max(0, max - room);
  if (keep === "ends") {
    const half = Math.floor(keepUnits / 2);
    const start2 = head(text, half, unit);
    const end = half ? tail(text, half, unit) : "";
    return `${start2}${note(size - lengthIn(start2, unit) - lengthIn(end, unit), start2)}${end}`;
  }
  const start = head(text, keepUnits, unit);
  return `${start}${note(size - lengthIn(start, unit), start)}`;
}
var lengthIn = (text, unit) => unit === "bytes" ? Buffer.byteLength(text, "utf8") : text.length;
function head(text, n, unit) {
  if (unit === "bytes") {
    const bytes = Buffer.from(text, "utf8");
    let end2 = Math.min(n, bytes.length);
    while (end2 > 0 && (bytes[end2] & 192) === 128) end2--;
    return bytes.subarray(0, end2).toString("utf8");
  }
  let end = Math.min(n, text.length);
  if (end > 0 && /[\uD800-\uDBFF]/.test(text[end - 1])) end--;
  return text.slice(0, end);
}
function tail(text, n, unit) {
  if (unit === "bytes") {
    const bytes = Buffer.from(text, "utf8");
    let start2 = Math.max(0, bytes.length - n);
    while (start2 < bytes.length && (bytes[start2] & 192) === 128) start2++;
    return bytes.subarray(start2).toString("utf8");
  }
  let start = Math.max(0, text.length - n);
  if (start < text.length && /[\uDC00-\uDFFF]/.test(text[start])) start++;
  return text.slice(start);
}
function clip(text, max) {
  return cut(text, max);
}
function describeIssues(issues, whole) {
  return issues.map((issue) => {
    const at = issue.path.map(String).join(".") || whole;
    return at ? `${at}: ${issue.message}` : issue.message;
  }).join("; ");
}
function closeMatches(name, candidates, most = 3) {
  const wanted = name.toLowerCase().slice(0, 64);
  const scored = [];
  for (const candidate of candidates) {
    const c = candidate.toLowerCase().slice(0, 64);
    const contains = wanted.length >= 2 && (c.includes(wanted) || wanted.includes(c));
    const distance = editDistance(wanted, c);
    if (contains || distance <= Math.max(2, Math.floor(wanted.length / 3)))
      scored.push({ candidate, score: contains ? Math.min(distance, 1) : distance });
  }
  return scored.sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate)).slice(0, most).map((s) => s.candidate);
}
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}
function didYouMean(name, candidates) {
  const matches = closeMatches(name, candidates).map((m) => JSON.stringify(m));
  if (matches.length === 0) return "";
  const last = matches.pop();
  return ` (did you mean ${matches.length ? `${matches.join(", ")} or ${last}` : last}?)`;
}
function clipMiddle(text, max) {
  return cut(text, max, { keep: "ends", note: (n) => `
[\u2026 ${n} characters cut \u2026]
` });
}
var count = (n) => n.toLocaleString("en-US");
var plural = (n, noun) => `${count(n)} ${noun}${n === 1 ? "" : "s"}`;
function formatUsd(usd) {
  if (usd === 0) return "$0";
  return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toPrecision(2).replace(/0+$/, "")}`;
}

export {
  cut,
  clip,
  describeIssues,
  closeMatches,
  didYouMean,
  clipMiddle,
  count,
  plural,
  formatUsd
};

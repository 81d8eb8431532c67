#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/util/text.ts
function clip(text, max) {
  return text.length > max ? `${text.slice(0, max)}\u2026` : text;
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
  if (text.length <= max) return text;
  const half = Math.max(0, Math.floor(max / 2));
  return `${text.slice(0, half)}
[\u2026 ${text.length - 2 * half} characters cut \u2026]
${half ? text.slice(-half) : ""}`;
}
var count = (n) => n.toLocaleString("en-US");

export {
  clip,
  describeIssues,
  closeMatches,
  didYouMean,
  clipMiddle,
  count
};

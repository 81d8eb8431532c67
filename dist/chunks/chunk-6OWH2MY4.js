#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);

// src/engine/recipes/names.ts
var RECIPE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export {
  RECIPE_NAME
};

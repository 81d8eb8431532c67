/** What a recipe may be called: its file name without `.md`, and what `/run NAME` accepts. */
export const RECIPE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

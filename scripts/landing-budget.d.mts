export const LANDING_JS_BUDGET_KB: number;
export const LANDING_JS_GOAL_KB: number;
export function landingJs(webRoot: string): {
  files: Array<{ src: string; gzip: number }>;
  kB: number;
  within: boolean;
};

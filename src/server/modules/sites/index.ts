// No other module uses this one: app.ts builds it from module.ts and mounts its routes.
export {};

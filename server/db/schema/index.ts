export * from "./auth";
export * from "./system";
export * from "./profiles";
export * from "./newsletter";
export * from "./mentorship";
export * from "./jobs";
export * from "./community";
export * from "./calendar";

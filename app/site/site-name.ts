export const SITE_NAME = "Social Bio Generator";

import type { Request, Response } from "express";

/** Answers given before or outside React Router, in the API routes' JSON shape on /api. Never a stack trace. */

const PAGE_TEXT: Record<number, [title: string, message: string]> = {
  403: ["Forbidden", "This request was refused. Please send it from this site's own pages."],
  404: ["Page Not Found", "We could not find that page."],
  405: ["Method Not Allowed", "This address does not answer that kind of request."],
};

export function errorPage(status: number): string {
  const [title, message] =
    PAGE_TEXT[status] ??
    (status < 500
      ? ["Bad Request", "We could not understand that request."]
      : ["Something went wrong", "Please try again in a moment."]);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Social Bio Generator</title></head><body><main><h1>${title}</h1><p>${message}</p><p><a href="/">Back to Home</a></p></main></body></html>`;
}

export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

export function sendError(
  req: Request,
  res: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.status(status).set(headers);
  res.setHeader("Cache-Control", "no-store");
  // A request refused for its URL must still get the right kind of answer.
  const path = (req.originalUrl ?? req.url ?? "/").split("?")[0] ?? "/";
  if (isApiPath(path)) {
    res.type("application/json; charset=utf-8").send(JSON.stringify({ error: message }));
  } else {
    res.type("html").send(errorPage(status));
  }
}

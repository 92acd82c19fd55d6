/** From app/site/site-pages.ts. */
export interface PageInfo {
  /** No trailing slash (except the home page). */
  path: string;
  title: string;
  /** Under 160 characters. */
  description: string;
  heading: string;
  intro: string;
}

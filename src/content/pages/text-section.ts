import type { RouteId } from '../../config/routes.ts';

/** A titled block of prose for the legal and About pages: paragraphs, an optional list, an optional site link. */
export interface TextSection {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  link?: { label: string; to: RouteId };
}

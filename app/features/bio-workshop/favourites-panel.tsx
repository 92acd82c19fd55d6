import { Copy, Star, Trash2 } from "lucide-react";

import { copyBio } from "./copy-bio";
import type { FavouriteBio } from "./use-favourites";
import { Button, WorkshopCard } from "./workshop-ui";

/** Starred bios, saved in this browser; each can be used again, copied or removed. */
export default function FavouritesPanel({
  favourites,
  onUse,
  onRemove,
}: {
  favourites: readonly FavouriteBio[];
  onUse: (bio: string) => void;
  onRemove: (bio: string) => void;
}) {
  return (
    <WorkshopCard id="favourites" title="Favourites" subtitle="Saved in this browser, no account needed" icon={Star}>
      {favourites.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Star a generated bio, or the bio in the editor, to keep it here.
        </p>
      ) : (
        <ul className="space-y-3">
          {favourites.map((favourite, index) => (
            <li key={favourite.text} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              <p className="whitespace-pre-line text-sm text-slate-900 dark:text-slate-100">{favourite.text}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button onClick={() => onUse(favourite.text)}>Use This Bio</Button>
                <Button onClick={() => void copyBio(favourite.text)}>
                  <Copy aria-hidden="true" className="size-4" />
                  Copy Bio
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Remove favourite ${index + 1}`}
                  onClick={() => onRemove(favourite.text)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </WorkshopCard>
  );
}

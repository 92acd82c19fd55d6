import { Star, Trash2 } from "lucide-react";

import { BIO_COPY_TOASTS } from "~/components/bio/copy-toasts";
import type { FavouriteBio } from "~/components/bio/favourites";
import { Button, IconButton } from "~/components/ui/button";
import { Card, SectionCard } from "~/components/ui/card";
import { CopyButton } from "~/components/ui/copy-button";
import { CopyPlainButton } from "~/components/ui/copy-plain-button";

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
    <SectionCard
      id="favourites"
      title="Favourites"
      subtitle="Saved in this browser, no account needed"
      icon={Star}
      muted
    >
      {favourites.length === 0 ? (
        <p className="text-sm text-fg-muted">Star a generated bio, or the bio in the editor, to keep it here.</p>
      ) : (
        <ul className="space-y-3">
          {favourites.map((favourite, index) => (
            <Card as="li" key={favourite.text} className="p-3 sm:p-4">
              <p className="text-sm whitespace-pre-line text-fg">{favourite.text}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" onClick={() => onUse(favourite.text)}>
                  Use This Bio
                </Button>
                <CopyButton size="sm" text={favourite.text} label="Copy Bio" toasts={BIO_COPY_TOASTS} />
                <CopyPlainButton size="sm" text={favourite.text} aria-label={`Copy plain favourite ${index + 1}`} />
                <IconButton
                  size="sm"
                  label={`Remove favourite ${index + 1}`}
                  icon={<Trash2 aria-hidden="true" />}
                  onClick={() => onRemove(favourite.text)}
                />
              </div>
            </Card>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

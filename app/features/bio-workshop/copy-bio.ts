import { copyText } from "~/components/ui/copy-text";
import { showToast } from "~/components/ui/toast";

/** Copies a bio and says how it went, with the spec's main-page toasts (§8). */
export async function copyBio(text: string): Promise<boolean> {
  const copied = await copyText(text);
  void showToast(
    copied
      ? { title: "Bio Copied", description: "Your bio is ready to paste!", variant: "success" }
      : { title: "Copy Failed", description: "Please copy the text manually.", variant: "destructive" },
  );
  return copied;
}

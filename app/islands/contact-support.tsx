import { defineIsland } from "~/components/islands/island";
import { ContactSupportButton } from "~/features/resources/contact-support-button";

export const ContactSupportIsland = defineIsland("contact-support", ContactSupportButton);

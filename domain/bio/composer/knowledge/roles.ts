import { ownAccountRoles } from "./freelance";
import { ROLES_A } from "./roles-a";
import { ROLES_B } from "./roles-b";
import { ROLES_C } from "./roles-c";
import { ROLES_D } from "./roles-d";
import { ROLES_E } from "./roles-e";
import { ROLES_F } from "./roles-f";
import { ROLES_G } from "./roles-g";
import { ROLES_H } from "./roles-h";
import { ROLES_I } from "./roles-i";
import { ROLES_J } from "./roles-j";
import { ROLES_K } from "./roles-k";
import { ROLES_L } from "./roles-l";
import { ROLES_M } from "./roles-m";
import { ROLES_N } from "./roles-n";
import { ROLES_O } from "./roles-o";
import { ROLES_P } from "./roles-p";
import { ROLES_Q } from "./roles-q";
import { ROLES_R } from "./roles-r";
import { ROLES_S } from "./roles-s";
import { ROLES_T } from "./roles-t";
import { ROLES_U } from "./roles-u";
import { ROLES_V } from "./roles-v";
import { ROLES_W } from "./roles-w";
import { ROLES_X } from "./roles-x";
import { ROLES_Y } from "./roles-y";
import { ROLES_Z } from "./roles-z";
import { ROLES_ZA } from "./roles-za";
import { ROLES_ZB } from "./roles-zb";
import { ROLES_ZC } from "./roles-zc";
import { ROLES_ZD } from "./roles-zd";
import type { RoleKnowledge } from "./types";

const KNOWN: readonly RoleKnowledge[] = [
  ...ROLES_A,
  ...ROLES_B,
  ...ROLES_C,
  ...ROLES_D,
  ...ROLES_E,
  ...ROLES_F,
  ...ROLES_G,
  ...ROLES_H,
  ...ROLES_I,
  ...ROLES_J,
  ...ROLES_K,
  ...ROLES_L,
  ...ROLES_M,
  ...ROLES_N,
  ...ROLES_O,
  ...ROLES_P,
  ...ROLES_Q,
  ...ROLES_R,
  ...ROLES_S,
  ...ROLES_T,
  ...ROLES_U,
  ...ROLES_V,
  ...ROLES_W,
  ...ROLES_X,
  ...ROLES_Y,
  ...ROLES_Z,
  ...ROLES_ZA,
  ...ROLES_ZB,
  ...ROLES_ZC,
  ...ROLES_ZD,
];

/** Every role the knowledge base knows; the first entry to claim a name keeps it. */
export const ROLES: readonly RoleKnowledge[] = [...KNOWN, ...ownAccountRoles(KNOWN)];

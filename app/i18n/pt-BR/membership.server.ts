import type { MembershipMessages } from "../en/membership.server";
import type { Translation } from "../types";

export const membership: Translation<MembershipMessages> = {};

import type { FoundationMessages } from "../en/foundation.server";
import type { Translation } from "../types";

export const foundation: Translation<FoundationMessages> = {};

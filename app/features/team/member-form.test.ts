import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { parseSubmission } from "~/platform/forms/submission.server";
import {
  formatCommaList,
  LIST_ITEM_MAX_LENGTH,
  LIST_MAX_ITEMS,
  newTeamMemberFormValues,
  parseCommaList,
  previewableImageUrl,
  teamMemberFormValues,
  teamMemberLimits,
  teamMemberMessages,
  teamMemberSchema,
  type TeamMemberInput,
} from "./member-form";

const valid = {
  name: "Ana Souza",
  role_en: "Family Physician",
  "role_pt-BR": "",
  bio_en: "",
  "bio_pt-BR": "",
  imageUrl: "",
  qualifications_en: "",
  "qualifications_pt-BR": "",
  specialties_en: "",
  "specialties_pt-BR": "",
  active: "on",
};

const parse = (values: Record<string, unknown>, ownOrigins: string[]) =>
  parseSubmission(values, teamMemberSchema({ ownOrigins }));

function errorsFor(values: Record<string, unknown>, ownOrigins: string[] = []) {
  const result = parse(values, ownOrigins);
  return result.success ? {} : result.fieldErrors;
}

function parsed(values: Record<string, unknown>, ownOrigins: string[] = []): TeamMemberInput {
  const result = parse(values, ownOrigins);
  if (!result.success) throw new Error(JSON.stringify(result.fieldErrors));
  return result.data;
}

describe("comma-separated lists", () => {
  it("are trimmed, with empty items dropped", () => {
    expect(parseCommaList("  MD ,Residency,, ,Board certified  ,")).toEqual([
      "MD",
      "Residency",
      "Board certified",
    ]);
    expect(parseCommaList("")).toEqual([]);
    expect(parseCommaList(" , ,\n,")).toEqual([]);
    expect(parseCommaList("One item")).toEqual(["One item"]);
    expect(parseCommaList("Line one,\nLine two")).toEqual(["Line one", "Line two"]);
  });

  it("keep an item with a comma whole when it is quoted, and quotes elsewhere as typed", () => {
    expect(parseCommaList('"APRN, Florida", EKGs')).toEqual(["APRN, Florida", "EKGs"]);
    expect(parseCommaList('The "VIP" plan, "Say ""hi"", please"')).toEqual([
      'The "VIP" plan',
      'Say "hi", please',
    ]);
    // A quote never closed runs to the end rather than losing text.
    expect(parseCommaList('EKGs, "Blood draws, urine')).toEqual(["EKGs", "Blood draws, urine"]);
  });

  it("are shown so that reading them back gives the same list", () => {
    const lists = [
      [],
      ["MD"],
      ["Advanced Practice Registered Nurse (APRN), Florida", "EKGs"],
      ['"Quoted" first', 'A "middle" quote', 'Both, "and" a comma'],
    ];
    for (const list of lists) expect(parseCommaList(formatCommaList(list))).toEqual(list);
    expect(formatCommaList(["MD", "Residency"])).toBe("MD, Residency");
  });
});

describe("the team member form's rules", () => {
  it("accepts a minimal member: English texts only, an empty bio and lists, no translation", () => {
    expect(parsed({ ...valid, name: "  Ana Souza ", role_en: " Family Physician\t" })).toEqual({
      name: "Ana Souza",
      imageUrl: null,
      texts: { en: { role: "Family Physician", bio: "", qualifications: [], specialties: [] } },
      active: true,
    });
  });

  it("reads every field, in every language, keeping the bio's paragraphs", () => {
    expect(
      parsed({
        ...valid,
        "role_pt-BR": " Médica de família ",
        bio_en: "First paragraph.\n\nSecond paragraph.",
        "bio_pt-BR": "Primeiro.",
        imageUrl: "/uploads/team/ana.webp",
        qualifications_en: "MD, Residency in Family Medicine",
        "qualifications_pt-BR": "Medicina, Residência",
        specialties_en: "Family medicine, Preventive care, , ",
        "specialties_pt-BR": "Medicina de família",
      }),
    ).toMatchObject({
      imageUrl: "/uploads/team/ana.webp",
      texts: {
        en: {
          role: "Family Physician",
          bio: "First paragraph.\n\nSecond paragraph.",
          qualifications: ["MD", "Residency in Family Medicine"],
          specialties: ["Family medicine", "Preventive care"],
        },
        "pt-BR": {
          role: "Médica de família",
          bio: "Primeiro.",
          qualifications: ["Medicina", "Residência"],
          specialties: ["Medicina de família"],
        },
      },
    });
  });

  it("keeps of a translation only what was typed: the site shows English for the rest", () => {
    expect(
      parsed({ ...valid, "bio_pt-BR": " Só a bio. ", "specialties_pt-BR": " , " }).texts,
    ).toEqual({
      en: { role: "Family Physician", bio: "", qualifications: [], specialties: [] },
      "pt-BR": { bio: "Só a bio." },
    });
  });

  it("has a field for each text in each language of the site", () => {
    for (const locale of locales) {
      for (const field of ["role", "bio", "qualifications", "specialties"]) {
        expect(newTeamMemberFormValues()).toHaveProperty([`${field}_${locale}`], "");
        expect(teamMemberLimits).toHaveProperty([`${field}_${locale}`]);
      }
    }
  });

  it("treats an unticked (absent) active checkbox as inactive", () => {
    const { active: _active, ...withoutActive } = valid;
    expect(parsed(withoutActive).active).toBe(false);
    expect(parsed({ ...valid, active: "" }).active).toBe(false);
    expect(parsed({ ...valid, active: "on" }).active).toBe(true);
  });

  it("requires the name and the role, also when they are only spaces or missing", () => {
    expect(errorsFor({ ...valid, name: "  ", role_en: "" })).toEqual({
      name: teamMemberMessages.nameRequired,
      role_en: teamMemberMessages.roleRequired,
    });
    expect(errorsFor({})).toEqual({
      name: teamMemberMessages.nameRequired,
      role_en: teamMemberMessages.roleRequired,
    });
  });

  it("saves an empty image URL as null", () => {
    expect(parsed({ ...valid, imageUrl: "" }).imageUrl).toBeNull();
    expect(parsed({ ...valid, imageUrl: "   " }).imageUrl).toBeNull();
    const { imageUrl: _imageUrl, ...withoutImage } = valid;
    expect(parsed(withoutImage).imageUrl).toBeNull();
  });

  it("accepts paths on this site as the image URL", () => {
    for (const url of [
      "/uploads/admin-uploads/3f1c.webp",
      "/uploads/team/a.png?v=2",
      "/images/story.svg",
    ]) {
      expect(parsed({ ...valid, imageUrl: url }).imageUrl).toBe(url);
    }
  });

  it("keeps an address on this site as its path", () => {
    const own = ["https://clinic.example.com", "http://127.0.0.1:3202"];
    expect(
      parsed({ ...valid, imageUrl: "https://clinic.example.com/uploads/a.webp" }, own),
    ).toMatchObject({
      imageUrl: "/uploads/a.webp",
    });
    expect(
      parsed({ ...valid, imageUrl: "http://127.0.0.1:3202/images/x.svg?v=1" }, own),
    ).toMatchObject({
      imageUrl: "/images/x.svg?v=1",
    });
  });

  it("refuses another website's image (the site's pages could not show it) and what is no address", () => {
    for (const url of [
      "https://other.example.com/a.webp",
      "http://example.com/a.png?v=2",
      "/\\evil.example/a.png",
      "ana.jpg",
      "www.example.com/ana.jpg",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://example.com/a.png",
      "//evil.example.com/a.png",
      "https://exa mple.com/a.png",
      "/path with spaces.png",
    ]) {
      expect(errorsFor({ ...valid, imageUrl: url }), url).toEqual({
        imageUrl: teamMemberMessages.imageUrlInvalid,
      });
    }
  });

  it("takes no place in the list: a posted display order is ignored", () => {
    expect(parsed({ ...valid, orderIndex: "1" })).not.toHaveProperty("orderIndex");
  });

  it("limits lengths, list items and their number", () => {
    expect(errorsFor({ ...valid, name: "a".repeat(teamMemberLimits.name + 1) })).toEqual({
      name: teamMemberMessages.tooLong(teamMemberLimits.name),
    });
    expect(
      errorsFor({ ...valid, specialties_en: `ok, ${"a".repeat(LIST_ITEM_MAX_LENGTH + 1)}` }),
    ).toEqual({ specialties_en: teamMemberMessages.listItemTooLong });
    const many = Array.from({ length: LIST_MAX_ITEMS + 1 }, (_, i) => `Item ${i}`).join(", ");
    expect(errorsFor({ ...valid, "qualifications_pt-BR": many })).toEqual({
      "qualifications_pt-BR": teamMemberMessages.listTooManyItems,
    });
  });

  it("refuses a field sent twice", () => {
    expect(errorsFor({ ...valid, name: ["Ana", "Bia"] })).toEqual({
      name: teamMemberMessages.malformed,
    });
  });
});

describe("the photo preview", () => {
  it("tries only addresses that could be a picture's", () => {
    expect(previewableImageUrl(" /uploads/a.webp ")).toBe("/uploads/a.webp");
    for (const value of [
      "https://cdn.example.com/a.jpg",
      "",
      "not a web address",
      "ana.jpg",
      "javascript:alert(1)",
      "//x.example",
    ]) {
      expect(previewableImageUrl(value), value).toBeNull();
    }
  });
});

describe("the form's starting values", () => {
  it("show a saved member with lists comma-separated and survive a round trip", () => {
    const member: TeamMemberInput = {
      name: "Marisol Vega",
      imageUrl: null,
      texts: {
        en: {
          role: "Family Nurse Practitioner",
          bio: "Bio.",
          qualifications: ["MSN", "Advanced Practice Registered Nurse (APRN), Florida"],
          specialties: ["Women's health", "Weight management"],
        },
        "pt-BR": { specialties: ["Saúde da mulher"] },
      },
      active: false,
    };
    const values = teamMemberFormValues(member);
    expect(values).toMatchObject({
      "role_pt-BR": "",
      imageUrl: "",
      qualifications_en: 'MSN, "Advanced Practice Registered Nurse (APRN), Florida"',
      specialties_en: "Women's health, Weight management",
      "specialties_pt-BR": "Saúde da mulher",
      active: "",
    });
    expect(parsed(values)).toEqual(member);
  });

  it("start a new member active", () => {
    expect(newTeamMemberFormValues()).toMatchObject({ name: "", active: "on" });
  });
});

import { describe, expect, it } from "vitest";
import { personNameKey, personNamed } from "./person-name";

describe("personNameKey", () => {
  it("ignores case, accents, spacing, titles and credentials", () => {
    const key = personNameKey("Helena Duarte");
    for (const written of [
      "helena duarte",
      "  Helena   Duarte ",
      "Dr. Helena Duarte",
      "Dra. Helena Duarte",
      "Dra Helena Duarte",
      "Helena Duarte, MD",
      "Hélena Duarte",
    ]) {
      expect(personNameKey(written), written).toBe(key);
    }
  });

  it("keeps a name that is only a title, and gives nothing for no name", () => {
    expect(personNameKey("Doctor")).toBe("doctor");
    expect(personNameKey("  ")).toBe("");
    expect(personNameKey(", MD")).toBe("");
  });

  it("tells different people apart", () => {
    expect(personNameKey("Helena Duarte")).not.toBe(personNameKey("Helena Duarte Lima"));
    expect(personNameKey("Ana Souza")).not.toBe(personNameKey("Ana Sousa"));
  });
});

describe("personNamed", () => {
  const team = [
    { id: "1", name: "Helena Duarte" },
    { id: "2", name: "Camila Rocha" },
    { id: "3", name: "Ana Lima" },
    { id: "4", name: "Ana Lima" },
  ];

  it("finds the one member a byline names", () => {
    expect(personNamed("Dra. Helena Duarte", team)?.id).toBe("1");
    expect(personNamed("camila rocha", team)?.id).toBe("2");
  });

  it("finds nobody for another name, no name, or a name two members share", () => {
    expect(personNamed("Jake Whitfield", team)).toBeNull();
    expect(personNamed(null, team)).toBeNull();
    expect(personNamed("", team)).toBeNull();
    expect(personNamed("Ana Lima", team)).toBeNull();
  });
});

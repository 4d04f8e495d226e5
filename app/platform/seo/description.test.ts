import { describe, expect, it } from "vitest";
import { common as en } from "~/i18n/en/common.server";
import { common as pt } from "~/i18n/pt-BR/common.server";
import { common as es } from "~/i18n/es/common.server";
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  fitDescription,
  metaDescription,
} from "./description";

const addition =
  "Part of the care team at our walk-in clinic in Orlando, in English and Portuguese.";
const adicao =
  "Faz parte da equipe da nossa clínica sem hora marcada em Orlando, em português e inglês.";

describe("metaDescription", () => {
  it("keeps a description of 70 to 160 characters as it is, whitespace collapsed", () => {
    const text =
      "A yearly checkup is one of the simplest ways to catch problems early.\n\n  Here is what happens.";
    expect(metaDescription(text, addition)).toBe(
      "A yearly checkup is one of the simplest ways to catch problems early. Here is what happens.",
    );
  });

  it("follows a short text with the sentence about the clinic, ending the text as a sentence", () => {
    expect(metaDescription("Registered Nurse", addition)).toBe(`Registered Nurse. ${addition}`);
    expect(metaDescription("Enfermeira, ", adicao)).toBe(`Enfermeira. ${adicao}`);
    expect(metaDescription("Why drink water?", addition)).toBe(`Why drink water? ${addition}`);
    expect(metaDescription('He said "drink water."', addition)).toBe(
      `He said "drink water." ${addition}`,
    );
  });

  it("is the sentence alone when there is no text", () => {
    expect(metaDescription("", addition)).toBe(addition);
    expect(metaDescription(null, adicao)).toBe(adicao);
    expect(metaDescription(" \n ", addition)).toBe(addition);
  });

  it("ends a long text after its last whole sentence when that says enough", () => {
    const bio =
      "Founder, Medical Director and Family Physician. Dr. Helena Duarte is a family physician born in Belo Horizonte, Brazil, and the founder of VIP Walk-In Clinic. She leads the clinical team.";
    expect(metaDescription(bio, addition)).toBe(
      "Founder, Medical Director and Family Physician. Dr. Helena Duarte is a family physician born in Belo Horizonte, Brazil, and the founder of VIP Walk-In Clinic.",
    );
  });

  it("does not take an abbreviation's full stop for a sentence's end", () => {
    const text =
      "Our founder studied medicine in Belo Horizonte and now sees patients in Orlando with Dr. Marisol Vega and the rest of the team, every week of the year.";
    // 70+ characters end at "Dr." but that is no sentence: the cut is after a word.
    const cut = fitDescription(text, 100);
    expect(cut).toBe(
      "Our founder studied medicine in Belo Horizonte and now sees patients in Orlando with Dr. Marisol…",
    );
    expect(cut.length).toBeLessThanOrEqual(100);
  });

  it("cuts a long sentence after a whole word with an ellipsis, not after a dangling word", () => {
    const bio =
      "Jake grew up in a small town in Ohio and worked as an athletic trainer before becoming a physician assistant, then moved to Orlando for the sunshine and stayed for the people he met";
    const start =
      "Jake grew up in a small town in Ohio and worked as an athletic trainer before becoming a physician assistant, then moved to Orlando";
    // The last whole word that fits is "and", then "the": both are left out with the words before.
    expect(fitDescription(bio, 157)).toBe(`${start} for the sunshine…`);
    expect(fitDescription(bio, 145)).toBe(`${start}…`);
    const description = metaDescription(bio, addition);
    expect(description).toBe(`${start} for the sunshine and stayed…`);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });

  it("cuts Portuguese after a whole word, keeping accents and dropping a dangling article", () => {
    const text =
      "Fundadora, diretora médica e médica de família, a Dra. Helena Duarte nasceu em Belo Horizonte, fundou a clínica e continua atendendo toda semana, das consultas rápidas ao acompanhamento de longo prazo.";
    const description = metaDescription(text, adicao);
    expect(description).toBe(
      "Fundadora, diretora médica e médica de família, a Dra. Helena Duarte nasceu em Belo Horizonte, fundou a clínica e continua atendendo toda semana, das consultas…",
    );
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });

  it("cuts Spanish after a whole word, dropping dangling prepositions and articles", () => {
    const text =
      "Fundadora, directora médica y médica de familia, la Dra. Helena Duarte nació en Belo Horizonte, fundó la clínica y sigue atendiendo cada semana, desde las consultas rápidas hasta el seguimiento a largo plazo.";
    // The last whole words that fit are "desde las": both are left out.
    expect(fitDescription(text, 158)).toBe(
      "Fundadora, directora médica y médica de familia, la Dra. Helena Duarte nació en Belo Horizonte, fundó la clínica y sigue atendiendo cada semana…",
    );
  });

  it("drops punctuation before the ellipsis", () => {
    const text = `${"word ".repeat(30)}end, and more words after the comma that do not fit.`;
    const cut = fitDescription(text, 156);
    expect(cut).toBe(`${"word ".repeat(30)}end…`);
  });

  it("cuts inside one very long word rather than leaving almost nothing", () => {
    const text = `See ${"x".repeat(300)}`;
    const cut = fitDescription(text);
    expect(cut).toHaveLength(DESCRIPTION_MAX_LENGTH);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("lands within 70 to 160 characters for any text, in both languages", () => {
    const words =
      "saúde clínica prevention the de a checkup Orlando família, e para. consultas membership, exames!".split(
        " ",
      );
    for (let length = 0; length <= 400; length += 7) {
      let text = "";
      for (let index = 0; text.length < length; index++) {
        text += `${words[(index * 7 + length) % words.length]} `;
      }
      for (const sentence of [addition, adicao]) {
        const description = metaDescription(text, sentence);
        expect(description.length, JSON.stringify(text)).toBeGreaterThanOrEqual(
          DESCRIPTION_MIN_LENGTH,
        );
        expect(description.length, JSON.stringify(text)).toBeLessThanOrEqual(
          DESCRIPTION_MAX_LENGTH,
        );
      }
    }
  });
});

describe("the dictionaries' sentences about the clinic", () => {
  it("are 70 to 89 characters: alone long enough, after any short text short enough", () => {
    const sentences = [en, pt, es].flatMap((common) => [
      common.pages.about.descriptionEnd,
      common.pages.teamMember.descriptionEnd,
      common.pages.serviceDetail.descriptionEnd,
      common.pages.blog.articleDescriptionEnd,
    ]);
    for (const sentence of sentences) {
      expect(sentence.length, sentence).toBeGreaterThanOrEqual(DESCRIPTION_MIN_LENGTH);
      expect(sentence.length, sentence).toBeLessThanOrEqual(89);
    }
  });
});

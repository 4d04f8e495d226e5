/**
 * The editable sections of the About Us page (header, mission, story, values,
 * quote and call to action), stored in page_content with page_name "about_us"
 * and these section names.
 */
export const ABOUT_US_PAGE = "about_us";

export const aboutUsSections = [
  "header_title",
  "header_subtitle",
  "header_background_image",
  "mission_image",
  "mission_title",
  "mission_paragraph1",
  "mission_paragraph2",
  "story_title",
  "story_subtitle",
  "story_image",
  "story_bio_title",
  "story_bio_paragraph1",
  "story_bio_paragraph2",
  "story_bio_paragraph3",
  "story_bio_paragraph4",
  "story_bio_paragraph5",
  "story_bio_paragraph6",
  "values_title",
  "values_subtitle",
  "values_health_title",
  "values_health_description",
  "values_care_title",
  "values_care_description",
  "values_humanized_title",
  "values_humanized_description",
  "values_family_title",
  "values_family_description",
  "values_humor_title",
  "values_humor_description",
  "values_excellence_title",
  "values_excellence_description",
  "quote_text",
  "quote_attribution",
  "cta_title",
  "cta_subtitle",
  "cta_button_text",
  "cta_button_link",
] as const;

export type AboutUsSection = (typeof aboutUsSections)[number];

/** Sections whose value is an image URL; the page has a built-in image when they are empty. */
export const aboutUsImageSections = [
  "header_background_image",
  "mission_image",
  "story_image",
] as const satisfies readonly AboutUsSection[];

export type AboutUsImageSection = (typeof aboutUsImageSections)[number];
export type AboutUsTextSection = Exclude<AboutUsSection, AboutUsImageSection>;

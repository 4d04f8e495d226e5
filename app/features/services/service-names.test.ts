import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { textsIn } from "~/platform/localized-texts";
import { footerServiceLinks } from "~/ui/layout/navigation";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { listServicePages } from "./service-details.server";

/*
 * A service has one name per language everywhere a visitor meets it: the footer's and
 * the menus' links, the contact form's list of services, and the title of its own page
 * (the demo texts the migrations store). A translator renaming one of them alone, or
 * a data migration missing one, fails here.
 */

describe.each(testDatabases)("service names on $name", (database) => {
  const handle = openForDescribe(database);

  it.each(locales)(
    "are the same in the links, the contact form and the page in %s",
    async (locale) => {
      const messages = getMessages(locale);
      const pages = await listServicePages(handle.db);
      const names = footerServiceLinks.map(({ to, label }) => {
        const id = to.replace(
          "/services/",
          "",
        ) as keyof typeof messages.contact.form.serviceOptions;
        const page = pages.find((service) => service.id === id);
        return {
          id,
          link: messages.common.layout.services[label],
          contactForm: messages.contact.form.serviceOptions[id],
          page: page ? textsIn(page.texts, locale).title : undefined,
        };
      });
      expect(names).toHaveLength(5);
      for (const name of names) {
        expect({ id: name.id, contactForm: name.contactForm, page: name.page }).toEqual({
          id: name.id,
          contactForm: name.link,
          page: name.link,
        });
      }
    },
  );
});

import { FacebookIcon, InstagramIcon, YoutubeIcon } from "~/ui/social-icons";
import type { SiteData } from "~/platform/site-data";

/** The clinic's social profiles as round icon links (on dark backgrounds). */
export function SocialLinks({ data }: { data: SiteData }) {
  const { clinic, layout: t } = data;
  const socials = [
    { href: clinic.social.facebook, label: t.social.facebook, Icon: FacebookIcon },
    { href: clinic.social.instagram, label: t.social.instagram, Icon: InstagramIcon },
    { href: clinic.social.youtube, label: t.social.youtube, Icon: YoutubeIcon },
  ];
  return (
    <ul className="mt-3 flex gap-2">
      {socials.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <Icon className="size-5" />
            <span className="sr-only">
              {label} {t.newTab}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

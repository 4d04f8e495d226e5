import {
  CalendarDays,
  ClipboardList,
  FileText,
  FlaskConical,
  Handshake,
  Crown,
  Image,
  Images,
  Inbox,
  ShieldCheck,
  Info,
  LayoutDashboard,
  MessageSquareQuote,
  type LucideIcon,
  PanelsTopLeft,
  Store,
  Trash2,
  UserCog,
  Users,
  Video,
} from "lucide-react";

/**
 * The admin sidebar: the dashboard and the content sections, plus Inbox, the Trash
 * (deleted content) and the admin-only Users page.
 */
export type AdminNavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown to admins only; the page's loader refuses everyone else too. */
  adminOnly?: boolean;
};

export const adminNavigation: readonly AdminNavItem[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/team", label: "Team Members", icon: Users },
  { to: "/admin/blog", label: "Blog Posts", icon: FileText },
  { to: "/admin/about-us", label: "About Us", icon: Info },
  { to: "/admin/media", label: "Media Library", icon: Image },
  { to: "/admin/content", label: "Page Content", icon: PanelsTopLeft },
  { to: "/admin/settings", label: "Clinic Details", icon: Store },
  { to: "/admin/lab-tests", label: "Lab Price List", icon: FlaskConical },
  { to: "/admin/membership-plans", label: "Membership Plans", icon: Crown },
  { to: "/admin/insurers", label: "Insurers", icon: ShieldCheck },
  { to: "/admin/partners", label: "Partners", icon: Handshake },
  { to: "/admin/testimonials", label: "Testimonials", icon: MessageSquareQuote },
  { to: "/admin/videos", label: "Videos", icon: Video },
  { to: "/admin/services", label: "Service Pages", icon: ClipboardList },
  { to: "/admin/foundation-events", label: "Foundation Events", icon: CalendarDays },
  { to: "/admin/foundation-gallery", label: "Foundation Gallery", icon: Images },
  { to: "/admin/inbox", label: "Inbox", icon: Inbox },
  { to: "/admin/trash", label: "Trash", icon: Trash2 },
  { to: "/admin/users", label: "Users", icon: UserCog, adminOnly: true },
];

/** Pages that are not in the sidebar but still need a name in the header. */
const otherSections: Record<string, string> = {
  "/admin/account": "Account",
  "/admin/team/new": "Add Team Member",
  "/admin/blog/new": "New Blog Post",
  "/admin/membership-plans/new": "Add Membership Plan",
  "/admin/insurers/new": "Add Insurer",
  "/admin/partners/new": "Add Partner",
  "/admin/testimonials/new": "Add Testimonial",
  "/admin/videos/new": "Add Video",
  "/admin/foundation-events/new": "Add Event",
  "/admin/foundation-gallery/new": "Add Photo",
};

/** The name of the section a pathname belongs to, for the header and the document title. */
export function adminSectionName(pathname: string): string {
  const path = pathname.replace(/\/+$/, "") || "/";
  const exact = otherSections[path];
  if (exact) return exact;
  if (path.startsWith("/admin/history/")) return "History";
  if (/^\/admin\/membership-plans\/[^/]+$/.test(path)) return "Edit Membership Plan";
  if (/^\/admin\/insurers\/[^/]+$/.test(path)) return "Edit Insurer";
  if (/^\/admin\/partners\/[^/]+$/.test(path)) return "Edit Partner";
  if (/^\/admin\/testimonials\/[^/]+$/.test(path)) return "Edit Testimonial";
  if (/^\/admin\/videos\/[^/]+$/.test(path)) return "Edit Video";
  if (/^\/admin\/services\/[^/]+$/.test(path)) return "Edit Service Page";
  if (/^\/admin\/foundation-events\/[^/]+$/.test(path)) return "Edit Event";
  if (/^\/admin\/foundation-gallery\/[^/]+$/.test(path)) return "Edit Photo";
  const edit = /^\/admin\/(team|blog)\/[^/]+$/.exec(path)?.[1];
  if (edit) return edit === "team" ? "Edit Team Member" : "Edit Blog Post";
  const match = adminNavigation
    .filter((item) => path === item.to || (item.to !== "/admin" && path.startsWith(`${item.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return match?.label ?? "Dashboard";
}

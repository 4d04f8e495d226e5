/** The document title and robots rule of every admin page: never indexed. */
export function adminMeta(pageName: string) {
  return [
    { title: `${pageName} · Staff portal · VIP Walk-In Clinic` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

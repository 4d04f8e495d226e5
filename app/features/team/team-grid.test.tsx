// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { TeamMemberCard, TeamMemberPage } from "~/features/team/members.server";
import TeamPage from "~/routes/site/team";
import { getMessages } from "~/i18n/messages.server";

const messages = getMessages("en");

afterEach(cleanup);

const onePage = (members: TeamMemberCard[]): TeamMemberPage => ({
  members,
  page: 1,
  pageCount: 1,
  missing: false,
});

const member = (n: number): TeamMemberCard => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  slug: `member-${n}`,
  name: `Member ${n}`,
  role: "Nurse",
  imageUrl: null,
});

function renderTeam(list: Promise<TeamMemberPage>) {
  const loaderData = {
    locale: "en" as const,
    page: { title: "Our Team", description: "Meet us." },
    // The shipped English texts: the test reads the page as a visitor would.
    t: messages.team.list,
    pager: messages.common.layout.pager,
    labels: {
      viewProfile: "View profile",
      photoAlt: "Photo of {name}",
      unavailable: "Image unavailable",
    },
    list,
  };
  const Stub = createRoutesStub([
    // The route component only reads the loader data it is given.
    {
      path: "/team",
      Component: () => (
        <TeamPage {...({ loaderData } as unknown as Parameters<typeof TeamPage>[0])} />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/team"]} />);
}

describe("the team page while members load", () => {
  it("shows six placeholder cards, then the members", async () => {
    let resolve: (list: TeamMemberPage) => void = () => {};
    renderTeam(new Promise((done) => (resolve = done)));
    const skeleton = await screen.findByTestId("team-skeleton");
    expect(skeleton.querySelectorAll("li")).toHaveLength(6);
    expect(screen.getByRole("status").textContent).toContain(messages.team.list.loading);

    await act(async () => resolve(onePage([member(1), member(2)])));
    expect(screen.queryByTestId("team-skeleton")).toBeNull();
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(["Member 1", "Member 2"]);
    expect(screen.getByRole("img", { name: "Photo of Member 1" }).textContent).toBe("M1");
  });

  it("says so when there is nobody to show", async () => {
    renderTeam(Promise.resolve(onePage([])));
    expect(await screen.findByText(messages.team.list.empty)).toBeTruthy();
  });
});

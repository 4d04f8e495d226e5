import { describe, expect, it } from "vitest";
import { english } from "~/i18n/en/index.server";
import { portuguese } from "~/i18n/pt-BR/index.server";
import { MONTHLY_PAYMENTS, defaultPlanTab, membershipPlans, planTabs, plansOf } from "./plans";

describe("membership plans", () => {
  it("has thirteen plans: 4 individual, 5 family, 4 senior, with unique ids", () => {
    expect(membershipPlans).toHaveLength(13);
    expect(plansOf("individual")).toHaveLength(4);
    expect(plansOf("family")).toHaveLength(5);
    expect(plansOf("senior")).toHaveLength(4);
    expect(new Set(membershipPlans.map((plan) => plan.id)).size).toBe(13);
    expect(planTabs).toEqual(["individual", "family", "senior"]);
    expect(defaultPlanTab).toBe("individual");
  });

  it("lists the thirteen plans by name, in their fixed order", () => {
    expect(membershipPlans.map((plan) => english.membership.page.plans.names[plan.id])).toEqual([
      "Individual Silver",
      "Individual Gold",
      "Individual Kids",
      "VIP Consultations",
      "Family Silver",
      "Family Gold",
      "Family Platinum",
      "Family Diamond",
      "Family Titanium",
      "Senior Individual Silver",
      "Senior Individual Gold",
      "Senior Family Silver",
      "Senior Family Gold",
    ]);
  });

  it.each(membershipPlans.map((plan) => [plan.id, plan] as const))(
    "%s: the enrolment fee plus 11 monthly payments is the yearly total",
    (_id, plan) => {
      expect(MONTHLY_PAYMENTS).toBe(11);
      expect(plan.fee + MONTHLY_PAYMENTS * plan.monthly).toBe(plan.yearly);
    },
  );

  it("features exactly one plan per tab, the first", () => {
    for (const tab of planTabs) {
      const plans = plansOf(tab);
      expect(plans.filter((plan) => plan.featured)).toHaveLength(1);
      expect(plans[0]?.featured).toBe(true);
    }
  });

  it("gives senior plans' check-ups the EKG, fecal blood test and chest X-ray", () => {
    for (const plan of membershipPlans) {
      const hasExams = plan.contents.some((item) => item.key === "seniorCheckupExams");
      expect(hasExams, plan.id).toBe(plan.tab === "senior");
    }
    expect(english.membership.page.plans.contents.seniorCheckupExams).toMatch(
      /EKG.*fecal blood test.*chest X-ray/,
    );
  });

  it("has a name in both languages for every plan", () => {
    for (const plan of membershipPlans) {
      expect(english.membership.page.plans.names[plan.id]).toBeTruthy();
      expect(portuguese.membership.page.plans.names[plan.id]).toBeTruthy();
    }
  });
});

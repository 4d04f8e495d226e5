import {
  Baby,
  Crown,
  Gem,
  HeartPulse,
  Medal,
  Shield,
  Sparkles,
  Star,
  Users,
  Video,
  type LucideIcon,
} from "lucide-react";
import type { LocalizedTexts } from "~/platform/localized-texts";

/**
 * The VIP membership plans, as the site shows them: the rows of membership_plans
 * (editors change them on /admin/membership-plans), the tabs they sit in and the
 * artwork a card may carry. Every plan is paid as an enrolment fee followed by 11
 * monthly payments. Client-safe.
 */

/** How many monthly payments follow the enrolment fee. */
export const MONTHLY_PAYMENTS = 11;

export const planTabs = ["individual", "family", "senior"] as const;
export type PlanTab = (typeof planTabs)[number];
export const defaultPlanTab: PlanTab = "individual";

/** The artwork a plan's card may show, by the name the row stores. */
export const planIcons = {
  medal: Medal,
  crown: Crown,
  baby: Baby,
  video: Video,
  users: Users,
  star: Star,
  gem: Gem,
  shield: Shield,
  "heart-pulse": HeartPulse,
  sparkles: Sparkles,
} as const satisfies Record<string, LucideIcon>;
export type PlanIcon = keyof typeof planIcons;
export const planIconNames = Object.keys(planIcons) as PlanIcon[];

export function isPlanIcon(value: string): value is PlanIcon {
  return Object.hasOwn(planIcons, value);
}

/** Limits of a plan's texts (the editor's and the stored map's). */
export const planTextLimits = {
  name: 80,
  description: 300,
  benefit: 200,
  benefits: 20,
  cta: 40,
} as const;

export type PlanTexts = {
  name: string;
  description: string;
  benefits: readonly string[];
  cta: string;
};
export type PlanTextsByLocale = LocalizedTexts<PlanTexts>;

/** A plan as a card shows it, in one language. */
export type PlanCardData = {
  slug: string;
  category: PlanTab;
  icon: PlanIcon;
  featured: boolean;
  feeCents: number;
  monthlyCents: number;
  /** What the year costs: the fee plus 11 monthly payments. */
  yearlyCents: number;
  name: string;
  description: string;
  benefits: readonly string[];
  cta: string;
};

/** The year's total: the fee plus MONTHLY_PAYMENTS monthly payments. */
export function yearlyCents(plan: { feeCents: number; monthlyCents: number }): number {
  return plan.feeCents + MONTHLY_PAYMENTS * plan.monthlyCents;
}

/** The plans of one tab, in the order of the list. */
export function plansOf<T extends { category: PlanTab }>(plans: readonly T[], tab: PlanTab): T[] {
  return plans.filter((plan) => plan.category === tab);
}

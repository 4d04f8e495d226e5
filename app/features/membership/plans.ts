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

/**
 * The thirteen VIP membership plans. Numbers live here;
 * plan names and the text of their contents live in the membership dictionaries.
 * Every plan is paid as an enrolment fee followed by 11 monthly payments.
 */

/** How many monthly payments follow the enrolment fee. */
export const MONTHLY_PAYMENTS = 11;

export const planTabs = ["individual", "family", "senior"] as const;
export type PlanTab = (typeof planTabs)[number];
export const defaultPlanTab: PlanTab = "individual";

/** A line of a plan's contents: a counted item, or a fixed one. */
export type PlanContent =
  | { key: "checkups" | "consultations" | "returns" | "followUps"; count: number }
  | { key: "unlimitedTelemedicine" | "seniorCheckupExams" };
export type PlanContentKey = PlanContent["key"];

export type MembershipPlan = {
  id: string;
  tab: PlanTab;
  /** Enrolment fee, in whole US dollars. */
  fee: number;
  /** Each of the 11 monthly payments, in whole US dollars. */
  monthly: number;
  /** What the year costs: the fee plus 11 monthly payments. */
  yearly: number;
  contents: readonly PlanContent[];
  /** Shows the MOST POPULAR banner; the first plan of each tab. */
  featured: boolean;
  icon: LucideIcon;
};

const checkups = (count: number) => ({ key: "checkups", count }) as const;
const consultations = (count: number) => ({ key: "consultations", count }) as const;
const returns = (count: number) => ({ key: "returns", count }) as const;
const followUps = (count: number) => ({ key: "followUps", count }) as const;
const seniorExams = { key: "seniorCheckupExams" } as const;

export const membershipPlans = [
  {
    id: "individualSilver",
    tab: "individual",
    fee: 99,
    monthly: 59,
    yearly: 748,
    contents: [checkups(1), consultations(3), returns(3)],
    featured: true,
    icon: Medal,
  },
  {
    id: "individualGold",
    tab: "individual",
    fee: 99,
    monthly: 79,
    yearly: 968,
    contents: [checkups(1), consultations(5), returns(5)],
    featured: false,
    icon: Crown,
  },
  {
    id: "individualKids",
    tab: "individual",
    fee: 99,
    monthly: 59,
    yearly: 748,
    contents: [checkups(1), consultations(4), returns(4)],
    featured: false,
    icon: Baby,
  },
  {
    id: "vipConsultations",
    tab: "individual",
    fee: 90,
    monthly: 39,
    yearly: 519,
    contents: [{ key: "unlimitedTelemedicine" }],
    featured: false,
    icon: Video,
  },
  {
    id: "familySilver",
    tab: "family",
    fee: 99,
    monthly: 99,
    yearly: 1188,
    contents: [checkups(2), consultations(6)],
    featured: true,
    icon: Users,
  },
  {
    id: "familyGold",
    tab: "family",
    fee: 129,
    monthly: 129,
    yearly: 1548,
    contents: [checkups(3), consultations(8)],
    featured: false,
    icon: Crown,
  },
  {
    id: "familyPlatinum",
    tab: "family",
    fee: 149,
    monthly: 149,
    yearly: 1788,
    contents: [checkups(4), consultations(10)],
    featured: false,
    icon: Star,
  },
  {
    id: "familyDiamond",
    tab: "family",
    fee: 159,
    monthly: 159,
    yearly: 1908,
    contents: [checkups(5), consultations(10)],
    featured: false,
    icon: Gem,
  },
  {
    id: "familyTitanium",
    tab: "family",
    fee: 179,
    monthly: 179,
    yearly: 2148,
    contents: [checkups(6), consultations(12)],
    featured: false,
    icon: Shield,
  },
  {
    id: "seniorIndividualSilver",
    tab: "senior",
    fee: 99,
    monthly: 69,
    yearly: 858,
    contents: [checkups(1), seniorExams, consultations(3), followUps(3)],
    featured: true,
    icon: HeartPulse,
  },
  {
    id: "seniorIndividualGold",
    tab: "senior",
    fee: 99,
    monthly: 89,
    yearly: 1078,
    contents: [checkups(1), seniorExams, consultations(5), followUps(5)],
    featured: false,
    icon: Crown,
  },
  {
    id: "seniorFamilySilver",
    tab: "senior",
    fee: 119,
    monthly: 119,
    yearly: 1428,
    contents: [checkups(2), seniorExams, consultations(6)],
    featured: false,
    icon: Users,
  },
  {
    id: "seniorFamilyGold",
    tab: "senior",
    fee: 159,
    monthly: 159,
    yearly: 1908,
    contents: [checkups(3), seniorExams, consultations(8)],
    featured: false,
    icon: Sparkles,
  },
] as const satisfies readonly MembershipPlan[];

export type PlanId = (typeof membershipPlans)[number]["id"];

/** The plans of one tab, in the order membershipPlans lists them. */
export function plansOf(tab: PlanTab): readonly (MembershipPlan & { id: PlanId })[] {
  return membershipPlans.filter((plan) => plan.tab === tab);
}

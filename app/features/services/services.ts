import {
  Activity,
  Bandage,
  ClipboardCheck,
  Droplet,
  Droplets,
  Flower2,
  Globe,
  HeartHandshake,
  Microscope,
  Scale,
  Stethoscope,
  Crown,
  MessageCircleHeart,
  type LucideIcon,
} from "lucide-react";

/** The eleven cards of /services, in the order the page shows them, with their artwork. */
export const serviceCards = [
  { id: "weight-management", icon: Scale },
  { id: "immigration", icon: Globe },
  { id: "iv-therapy", icon: Droplets },
  { id: "senior-health", icon: HeartHandshake },
  { id: "laboratory-imaging-tests", icon: Microscope },
  { id: "physical-exam", icon: Stethoscope },
  { id: "ekg", icon: Activity },
  { id: "check-up", icon: ClipboardCheck },
  { id: "pap-smear", icon: Flower2 },
  { id: "iron-infusion", icon: Droplet },
  { id: "basic-surgeries", icon: Bandage },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon }>;

export type ServiceCardId = (typeof serviceCards)[number]["id"];

/** The five services that have a detail page, in footer order, with their artwork. */
export const serviceDetails = [
  { id: "membership", icon: Crown, image: "/images/service-membership.svg" },
  { id: "checkup", icon: ClipboardCheck, image: "/images/service-checkup.svg" },
  {
    id: "physical-evaluation",
    icon: Stethoscope,
    image: "/images/service-physical-evaluation.svg",
  },
  { id: "consultation", icon: MessageCircleHeart, image: "/images/service-consultation.svg" },
  { id: "weight-loss", icon: Scale, image: "/images/service-weight-loss.svg" },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon; image: string }>;

export type ServiceDetailId = (typeof serviceDetails)[number]["id"];

/** A detail page suggests this many other services. */
export const OTHER_SERVICES_LIMIT = 3;

export function isServiceDetailId(id: string): id is ServiceDetailId {
  return serviceDetails.some((service) => service.id === id);
}

/** The other services to suggest on a detail page, in order, starting after the current one. */
export function otherServiceIds(current: ServiceDetailId): ServiceDetailId[] {
  const index = serviceDetails.findIndex((service) => service.id === current);
  const rotated = [...serviceDetails.slice(index + 1), ...serviceDetails.slice(0, index)];
  return rotated.slice(0, OTHER_SERVICES_LIMIT).map((service) => service.id);
}

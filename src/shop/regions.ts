import type { NIGERIAN_STATES } from "./constants";

type State = (typeof NIGERIAN_STATES)[number];

/**
 * The 36 states and FCT by Nigeria's six geopolitical zones, as an owner thinks of delivery ("the whole
 * South West"): the delivery-zone form groups its state boxes by them (issue 46).
 */
export const NIGERIAN_REGIONS: ReadonlyArray<{ name: string; states: readonly State[] }> = [
  { name: "South West", states: ["Ekiti", "Lagos", "Ogun", "Ondo", "Osun", "Oyo"] },
  { name: "South East", states: ["Abia", "Anambra", "Ebonyi", "Enugu", "Imo"] },
  { name: "South South", states: ["Akwa Ibom", "Bayelsa", "Cross River", "Delta", "Edo", "Rivers"] },
  { name: "North Central", states: ["Benue", "FCT", "Kogi", "Kwara", "Nasarawa", "Niger", "Plateau"] },
  { name: "North East", states: ["Adamawa", "Bauchi", "Borno", "Gombe", "Taraba", "Yobe"] },
  { name: "North West", states: ["Jigawa", "Kaduna", "Kano", "Katsina", "Kebbi", "Sokoto", "Zamfara"] },
];

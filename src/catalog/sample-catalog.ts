// The sample catalog seeded on a shop's first start: every category, naira prices a Lagos shopper
// would recognise, some on sale, some new, some nearly sold out. Images are drawn by garment-art.ts.
import type { Category } from "@/shop/constants";
import type { GarmentStyle } from "./garment-art";

export type SampleProduct = {
  name: string;
  category: Category;
  description: string;
  priceNaira: number;
  salePriceNaira?: number;
  isNew?: boolean;
  stock: number;
  sizes: string[];
  /** The first colour is the main picture; the others get their own pictures. */
  colors: string[];
  priority?: number;
  daysAgo: number;
  /** Where the last few units are, when they are all in one size and colour; else spread over all. */
  lastUnits?: { size: string; color: string };
  /** The number printed on a jersey. */
  label?: string;
  style?: GarmentStyle;
};

const TOPS = ["S", "M", "L", "XL", "XXL"];
const TOPS_NO_XXL = ["S", "M", "L", "XL"];
const WAISTS = ["28", "30", "32", "34", "36"];
const ONE_SIZE = ["One Size"];

export const SAMPLE_CATALOG: SampleProduct[] = [
  // Jerseys
  {
    name: "Lagos Lions Home Jersey",
    category: "Jersey",
    description:
      "Breathable match-day jersey in quick-dry mesh with a V-neck, contrast trims and a bold number 10 on the chest. Cut for the stands and the five-a-side pitch alike.",
    priceNaira: 28_000,
    stock: 100,
    sizes: TOPS,
    colors: ["White", "Navy"],
    priority: 1,
    daysAgo: 20,
    label: "10",
  },
  {
    name: "Eko Derby Away Jersey",
    category: "Jersey",
    description:
      "Lightweight away jersey with moisture-wicking fabric and a printed number on front and back. Made for Lagos heat and late kick-offs.",
    priceNaira: 25_000,
    salePriceNaira: 21_500,
    stock: 80,
    sizes: TOPS,
    colors: ["Navy", "Red"],
    daysAgo: 34,
    label: "7",
  },
  {
    name: "Retro 94 Classic Jersey",
    category: "Jersey",
    description:
      "A throwback to the golden generation: relaxed fit, ribbed V-neck and a heritage number 94. Soft enough to wear all day off the pitch.",
    priceNaira: 35_000,
    isNew: true,
    stock: 75,
    sizes: TOPS,
    colors: ["Blue", "White"],
    daysAgo: 3,
    label: "94",
  },
  {
    name: "Naija Street Football Jersey",
    category: "Jersey",
    description:
      "Everyday football jersey with a regular fit and sweat-wicking panels, ready for street games in Surulere or Garki.",
    priceNaira: 18_000,
    stock: 60,
    sizes: TOPS,
    colors: ["Red", "Black"],
    daysAgo: 41,
    label: "9",
  },
  {
    name: "Abuja Night Training Jersey",
    category: "Jersey",
    description: "Slim training jersey with ventilated side panels and reflective-look trims for evening sessions.",
    priceNaira: 22_000,
    stock: 3,
    sizes: TOPS_NO_XXL,
    colors: ["Black", "Grey"],
    lastUnits: { size: "M", color: "Black" },
    daysAgo: 12,
    label: "23",
  },
  // Jeans
  {
    name: "Classic Slim Fit Jeans",
    category: "Jeans",
    description:
      "Our best-selling slim jeans in mid-weight stretch denim: five pockets, copper-tone button and a clean taper that works with sneakers or loafers.",
    priceNaira: 24_000,
    stock: 95,
    sizes: WAISTS,
    colors: ["Blue", "Black"],
    priority: 2,
    daysAgo: 27,
    style: "slim",
  },
  {
    name: "Relaxed Straight Leg Jeans",
    category: "Jeans",
    description:
      "Easy straight-leg jeans with room through the thigh, cut from soft cotton denim for long days in traffic.",
    priceNaira: 19_500,
    stock: 90,
    sizes: WAISTS,
    colors: ["Blue", "Grey"],
    daysAgo: 38,
    style: "relaxed",
  },
  {
    name: "Distressed Skinny Jeans",
    category: "Jeans",
    description: "Skinny jeans with light distressing and plenty of stretch, for nights out on the Island.",
    priceNaira: 27_000,
    salePriceNaira: 22_000,
    stock: 65,
    sizes: ["28", "30", "32", "34"],
    colors: ["Black", "Blue"],
    daysAgo: 45,
    style: "distressed",
  },
  {
    name: "Raw Selvedge Denim Jeans",
    category: "Jeans",
    description:
      "Heavy 14 oz raw selvedge denim that fades to fit you. Straight-tapered leg, hidden rivets and chain-stitched hem.",
    priceNaira: 40_000,
    isNew: true,
    stock: 4,
    sizes: WAISTS,
    colors: ["Navy"],
    daysAgo: 5,
  },
  {
    name: "Everyday Stretch Jeans",
    category: "Jeans",
    description: "Comfortable regular-fit jeans with a touch of stretch, priced for every day of the week.",
    priceNaira: 15_000,
    stock: 0,
    sizes: WAISTS,
    colors: ["Blue", "Black"],
    daysAgo: 52,
  },
  // Hoodies
  {
    name: "Harmattan Fleece Hoodie",
    category: "Hoodie",
    description:
      "Brushed-back fleece hoodie for chilly Harmattan mornings: lined hood, kangaroo pocket and ribbed cuffs that keep their shape.",
    priceNaira: 30_000,
    stock: 115,
    sizes: TOPS,
    colors: ["Grey", "Black", "Navy"],
    priority: 3,
    daysAgo: 16,
  },
  {
    name: "Essential Pullover Hoodie",
    category: "Hoodie",
    description: "The everyday hoodie: mid-weight cotton blend, drawstring hood and a relaxed fit.",
    priceNaira: 22_000,
    stock: 105,
    sizes: TOPS,
    colors: ["Black", "Red"],
    daysAgo: 30,
  },
  {
    name: "Oversized Heavyweight Hoodie",
    category: "Hoodie",
    description: "Dropped shoulders, a boxy oversized cut and 400 gsm cotton for a proper streetwear silhouette.",
    priceNaira: 32_000,
    salePriceNaira: 26_000,
    stock: 60,
    sizes: ["M", "L", "XL", "XXL"],
    colors: ["Navy", "Grey"],
    daysAgo: 22,
    style: "oversized",
  },
  {
    name: "Lightweight Jersey Hoodie",
    category: "Hoodie",
    description:
      "A thin jersey-knit zip hoodie for air-conditioned offices and evening breeze. Packs small into any bag.",
    priceNaira: 18_500,
    isNew: true,
    stock: 2,
    sizes: TOPS_NO_XXL,
    colors: ["Blue", "White"],
    daysAgo: 2,
    style: "zip",
  },
  // T-Shirts
  {
    name: "Essential Cotton Crew Tee",
    category: "T-Shirt",
    description: "Soft combed-cotton crew neck tee with a regular fit. The one you will reach for every morning.",
    priceNaira: 8_500,
    stock: 170,
    sizes: TOPS,
    colors: ["White", "Black", "Grey"],
    daysAgo: 40,
  },
  {
    name: "Oversized Heavyweight Tee",
    category: "T-Shirt",
    description:
      "Boxy heavyweight tee with dropped shoulders and a thick ribbed collar that stays flat after every wash.",
    priceNaira: 12_000,
    isNew: true,
    stock: 90,
    sizes: TOPS,
    colors: ["Black", "White"],
    daysAgo: 6,
    style: "oversized",
  },
  {
    name: "Lagos Sunset Tee",
    category: "T-Shirt",
    description: "Garment-dyed cotton tee in warm tones, pre-washed for a lived-in feel from day one.",
    priceNaira: 9_500,
    salePriceNaira: 7_500,
    stock: 85,
    sizes: TOPS,
    colors: ["Red", "Navy"],
    daysAgo: 24,
    style: "stripe",
  },
  {
    name: "Everyday Slim Tee",
    category: "T-Shirt",
    description:
      "Slim-fit tee in breathable cotton-modal jersey; smart enough under a blazer, easy enough for the weekend.",
    priceNaira: 7_000,
    stock: 5,
    sizes: TOPS_NO_XXL,
    colors: ["Blue", "Grey"],
    daysAgo: 48,
    style: "pocket",
  },
  // Shirts
  {
    name: "Oxford Button-Down Shirt",
    category: "Shirt",
    description:
      "Crisp Oxford cotton shirt with a button-down collar and chest pocket, for Monday meetings and Friday dinners.",
    priceNaira: 16_000,
    stock: 90,
    sizes: TOPS,
    colors: ["White", "Blue"],
    daysAgo: 36,
  },
  {
    name: "Linen Blend Summer Shirt",
    category: "Shirt",
    description: "Airy linen-cotton shirt that keeps you cool in the Lagos sun. Relaxed fit with a soft collar.",
    priceNaira: 19_000,
    isNew: true,
    stock: 80,
    sizes: TOPS,
    colors: ["White", "Navy"],
    daysAgo: 4,
    style: "no-pocket",
  },
  {
    name: "Classic Poplin Office Shirt",
    category: "Shirt",
    description: "Smooth poplin shirt with a spread collar and a tailored fit; easy to iron, easy to wear.",
    priceNaira: 14_500,
    stock: 140,
    sizes: TOPS,
    colors: ["Blue", "White", "Grey"],
    daysAgo: 55,
  },
  {
    name: "Chambray Work Shirt",
    category: "Shirt",
    description:
      "Hard-wearing chambray shirt with a chest pocket and reinforced seams that gets better with every wash.",
    priceNaira: 17_500,
    salePriceNaira: 14_000,
    stock: 45,
    sizes: ["M", "L", "XL"],
    colors: ["Blue", "Navy"],
    daysAgo: 31,
    style: "two-pockets",
  },
  // Polos
  {
    name: "Piqué Cotton Polo",
    category: "Polo",
    description: "Classic piqué polo with a ribbed collar and a three-button placket: the smart-casual staple.",
    priceNaira: 12_500,
    stock: 130,
    sizes: TOPS,
    colors: ["Navy", "White", "Red"],
    daysAgo: 29,
  },
  {
    name: "Sports Performance Polo",
    category: "Polo",
    description: "Stretchy, quick-dry polo for golf, tennis or a long day on your feet.",
    priceNaira: 14_000,
    isNew: true,
    stock: 80,
    sizes: TOPS,
    colors: ["Black", "Blue"],
    daysAgo: 8,
  },
  {
    name: "Weekend Knit Polo",
    category: "Polo",
    description: "Fine-knit polo with a soft collar, light enough for evenings out in Victoria Island.",
    priceNaira: 11_000,
    salePriceNaira: 9_000,
    stock: 60,
    sizes: TOPS_NO_XXL,
    colors: ["Grey", "Navy"],
    daysAgo: 43,
    style: "tipped",
  },
  // Tank tops
  {
    name: "Gym Ready Tank Top",
    category: "Tank Top",
    description: "Lightweight training tank with deep armholes and sweat-wicking fabric for heavy sessions.",
    priceNaira: 6_500,
    stock: 130,
    sizes: TOPS,
    colors: ["Black", "Grey", "Red"],
    daysAgo: 19,
  },
  {
    name: "Ribbed Cotton Tank",
    category: "Tank Top",
    description: "Fitted ribbed tank in soft stretch cotton: wear it alone in the heat or layer it under a shirt.",
    priceNaira: 5_500,
    stock: 4,
    sizes: ["S", "M", "L"],
    colors: ["White", "Black"],
    daysAgo: 26,
    style: "ribbed",
  },
  {
    name: "Mesh Basketball Tank",
    category: "Tank Top",
    description: "Breathable mesh basketball tank with a relaxed fit and wide armholes for the court.",
    priceNaira: 9_000,
    stock: 0,
    sizes: TOPS,
    colors: ["Blue", "White"],
    daysAgo: 58,
    style: "mesh",
  },
  // Shorts
  {
    name: "Court Basketball Shorts",
    category: "Shorts",
    description: "Long, loose basketball shorts with side stripes, an elastic drawstring waist and deep pockets.",
    priceNaira: 9_500,
    stock: 85,
    sizes: TOPS,
    colors: ["Navy", "Black"],
    daysAgo: 21,
  },
  {
    name: "Side Stripe Track Shorts",
    category: "Shorts",
    description: "Retro track shorts in soft tricot with contrast side stripes and a zipped back pocket.",
    priceNaira: 8_500,
    stock: 80,
    sizes: TOPS_NO_XXL,
    colors: ["Red", "Blue"],
    daysAgo: 35,
  },
  {
    name: "Beach Day Swim Shorts",
    category: "Shorts",
    description: "Quick-dry swim shorts with a mesh lining for Elegushi weekends and pool parties.",
    priceNaira: 8_000,
    isNew: true,
    stock: 70,
    sizes: ["S", "M", "L", "XL"],
    colors: ["Blue", "Navy"],
    daysAgo: 1,
    style: "swim",
  },
  {
    name: "Training Mesh Shorts",
    category: "Shorts",
    description: "Light mesh training shorts with an elastic waistband, made for running, football and the gym.",
    priceNaira: 7_500,
    salePriceNaira: 6_000,
    stock: 75,
    sizes: TOPS,
    colors: ["Grey", "Black"],
    daysAgo: 47,
    style: "mesh",
  },
  // Hats
  {
    name: "BAY Classic Baseball Cap",
    category: "Hat",
    description: "Six-panel cotton twill cap with an embroidered BAY logo, a curved brim and an adjustable strap.",
    priceNaira: 7_500,
    stock: 55,
    sizes: ONE_SIZE,
    colors: ["Black", "Navy", "White"],
    daysAgo: 33,
  },
  {
    name: "Snapback Street Cap",
    category: "Hat",
    description: "Structured snapback with a flat brim and a bold front logo for street-style fits.",
    priceNaira: 9_000,
    isNew: true,
    stock: 21,
    sizes: ONE_SIZE,
    colors: ["Red", "Black"],
    daysAgo: 7,
    style: "snapback",
  },
  {
    name: "Washed Cotton Dad Hat",
    category: "Hat",
    description: "Soft unstructured cap in washed cotton with a low profile and a brass buckle.",
    priceNaira: 6_000,
    salePriceNaira: 5_000,
    stock: 30,
    sizes: ONE_SIZE,
    colors: ["Grey", "Blue"],
    daysAgo: 39,
    style: "dad",
  },
  {
    name: "Structured Trucker Cap",
    category: "Hat",
    description:
      "Trucker cap with a firm front panel, breathable back and snap closure; keeps the sun off on long drives.",
    priceNaira: 12_000,
    stock: 5,
    sizes: ONE_SIZE,
    colors: ["Navy", "Grey"],
    daysAgo: 14,
    style: "trucker",
  },
];

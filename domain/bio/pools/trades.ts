/** A request names a trade in `profession` by its label or any of its names. */
export const TRADES = [
  { id: "bakery", label: "Bakery", names: ["baker", "bakery", "pastry chef", "cake maker"] },
  { id: "coffee-shop", label: "Coffee shop", names: ["coffee shop", "cafe", "café", "barista", "coffee roaster"] },
  { id: "restaurant", label: "Restaurant", names: ["restaurant", "chef", "bistro", "kitchen", "caterer"] },
  { id: "fitness", label: "Personal trainer", names: ["personal trainer", "trainer", "fitness coach", "gym"] },
  { id: "yoga", label: "Yoga studio", names: ["yoga studio", "yoga teacher", "yoga instructor", "pilates"] },
  { id: "hair", label: "Hair salon", names: ["hair salon", "hairdresser", "hair stylist", "barber", "salon"] },
  {
    id: "beauty",
    label: "Nails & beauty",
    names: ["nail tech", "nail artist", "beauty salon", "lash artist", "esthetician", "makeup artist"],
  },
  { id: "photography", label: "Photographer", names: ["photographer", "photography", "photo studio"] },
  { id: "florist", label: "Florist", names: ["florist", "flower shop", "floral designer"] },
  {
    id: "handmade",
    label: "Handmade shop",
    names: [
      "handmade shop",
      "etsy shop",
      "maker",
      "crafts",
      "ceramics",
      "candle maker",
      "jewellery maker",
      "jewelry maker",
    ],
  },
  { id: "tattoo", label: "Tattoo studio", names: ["tattoo artist", "tattoo studio", "tattooist"] },
  { id: "real-estate", label: "Real estate", names: ["real estate agent", "realtor", "estate agent", "real estate"] },
  { id: "accounting", label: "Accountant", names: ["accountant", "bookkeeper", "accounting", "tax preparer"] },
  { id: "design", label: "Design studio", names: ["designer", "graphic designer", "design studio", "brand designer"] },
  {
    id: "web",
    label: "Web developer",
    names: ["web developer", "developer", "web designer", "web studio", "freelance developer"],
  },
  { id: "pet-care", label: "Pet care", names: ["dog groomer", "pet groomer", "dog walker", "pet sitter", "pet care"] },
  {
    id: "home-services",
    label: "Home services",
    names: ["plumber", "electrician", "cleaner", "cleaning service", "handyman", "painter", "builder"],
  },
] as const;

export type Trade = (typeof TRADES)[number]["id"];

/**
 * Bios labelled by hand, awkward or not, from readings of the composer's first two editions and of
 * good bios: scripts/eval-bios.ts checks that its awkward-fill detector agrees with every label.
 */
export const AWKWARD_SAMPLE: readonly { bio: string; awkward: boolean }[] = [
  { bio: "Hi, I'm a detail-minded handmade candles", awkward: true },
  { bio: "Yes, a by night. And a good one.", awkward: true },
  { bio: "Sci-comm nerd who happens to be a coral bleaching", awkward: true },
  { bio: "Into b>, obviously", awkward: true },
  { bio: "Proud owner of a sourdough starters", awkward: true },
  { bio: "Nurse nurse by day", awkward: true },
  { bio: "Coffee, hiking and", awkward: true },
  { bio: "Writing code for the", awkward: true },
  { bio: "Say hi at javascript:alert(1)", awkward: true },
  { bio: "I'm a a teacher who loves books", awkward: true },
  { bio: "Dental hygienist who has seen things 🦷", awkward: false },
  { bio: "Licensed vegan chef, unlicensed fermentation critic", awkward: false },
  { bio: "Chief cinnamon roll officer, also an ICU nurse", awkward: false },
  { bio: "ER nurse by night, sourdough baker by day", awkward: false },
  { bio: "Off the clock: coffee and hiking", awkward: false },
  { bio: "Part hiker, part coffee snob", awkward: false },
  { bio: "Calm nurse who has seen things\nCoffee, hiking and dogs\nAsk me about trail snacks", awkward: false },
  { bio: "Wedding photographer\nChasing golden hour for a living\nDM to check a date", awkward: false },
  { bio: "Night owl and software engineer\nOpen source, chess and espresso", awkward: false },
  { bio: "Book your next cleaning 🪥", awkward: false },
  { bio: "Seeing people as they really are", awkward: false },
];

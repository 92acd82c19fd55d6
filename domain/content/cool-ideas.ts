/** docs/product.md#cool-bio-ideas. Every idea pastes as it is and fits Instagram (cool-ideas.test.ts). */

export interface CoolIdeaGroup {
  id: string;
  title: "Trendy One-Liners" | "Creative & Artistic" | "Motivational & Inspiring" | "Lifestyle & Travel";
  description: string;
  ideas: readonly string[];
}

export const COOL_IDEA_GROUPS: readonly CoolIdeaGroup[] = [
  {
    id: "trendy-one-liners",
    title: "Trendy One-Liners",
    description: "Short, self-aware lines that sound current without leaning on this week’s slang.",
    ideas: [
      "Main character energy, supporting-role budget ✨",
      "Chronically online, occasionally outside 🌿",
      "Low battery, high standards 🔋",
      "Currently in my plot-twist era 📖",
      "Replying to texts in my next life ⏳",
    ],
  },
  {
    id: "creative-and-artistic",
    title: "Creative & Artistic",
    description: "For people who make things: lines about process, materials and ideas.",
    ideas: [
      "Sketchbook first, phone second ✏️",
      "Making the things I wish existed 🎨",
      "Mistakes are just early drafts 🖍️",
      "Collecting light, textures and small ideas 📷",
      "Work in progress, framed anyway 🖼️",
    ],
  },
  {
    id: "motivational-and-inspiring",
    title: "Motivational & Inspiring",
    description: "Encouraging without the clichés, for profiles about growth and effort.",
    ideas: [
      "Small steps, every single day 🌱",
      "Not there yet, but closer than yesterday 🌄",
      "Doing it scared, doing it anyway 💪",
      "Slow progress is still progress 🐢",
      "Built on early alarms and second tries ⏰",
    ],
  },
  {
    id: "lifestyle-and-travel",
    title: "Lifestyle & Travel",
    description: "Places, routines and small pleasures, for feeds about everyday life and trips.",
    ideas: [
      "Home is wherever the coffee is good ☕",
      "Slow travel, long lunches, window seats 🚆",
      "Weekday planner, weekend wanderer 🧭",
      "Collecting stamps, street food and sunsets 🌅",
      "Out-of-office mind, carry-on only 🧳",
    ],
  },
];

export interface PopularBioStyle {
  id: string;
  name: string;
  description: string;
  example: string;
}

export const POPULAR_BIO_STYLES: readonly PopularBioStyle[] = [
  {
    id: "one-word",
    name: "The One-Word Bio",
    description: "A single word that sums you up, which makes it memorable and leaves the link to do the rest.",
    example: "Storyteller.",
  },
  {
    id: "list-of-three",
    name: "The List of Three",
    description: "Three interests separated by dots or commas, so visitors see what you post at a glance.",
    example: "Coffee · Code · Climbing",
  },
  {
    id: "job-title-twist",
    name: "The Job Title Twist",
    description: "Your real role next to an unofficial one, which adds personality without hiding what you do.",
    example: "Product designer & part-time pastry critic 🥐",
  },
  {
    id: "quote",
    name: "The Quote",
    description: "A short line you live by in quotation marks, strongest when the words are your own.",
    example: "“Make it simple, then make it yours.”",
  },
  {
    id: "mini-story",
    name: "The Mini Story",
    description: "A tiny arc from where you started to where you are heading, told in a few steps.",
    example: "Small-town kid → line cook → opening my own place 🍝",
  },
  {
    id: "emoji-bullets",
    name: "Emoji Bullets",
    description: "Each line starts with an emoji that works as a bullet point, which makes the bio easy to scan.",
    example: "📍 Lisbon\n📸 Street photography\n☕ Usually at the corner café",
  },
  {
    id: "call-to-action",
    name: "The Call to Action",
    description: "What you offer, then one clear next step that points at your link.",
    example: "New recipes every Sunday 🍲\nGrab the free meal plan ↓",
  },
  {
    id: "lowercase-minimal",
    name: "Lowercase Minimal",
    description: "Few words, all lowercase, plenty of space: calm, quiet and a natural fit for aesthetic feeds.",
    example: "quiet mornings. loud playlists.",
  },
  {
    id: "contradiction",
    name: "The Contradiction",
    description: "Two opposite traits side by side, which feels self-aware and instantly personal.",
    example: "Introvert with a karaoke habit 🎤",
  },
  {
    id: "status-update",
    name: "The Status Update",
    description: "A “Currently” line about what you are doing now, easy to refresh whenever life changes.",
    example: "Currently: learning Japanese, failing at sourdough",
  },
];

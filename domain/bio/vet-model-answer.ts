/**
 * A language model's bios on their way to the visitor: each is vetted as untrusted input
 * (vet-generated-bio.ts), then checked against the history the prompt showed and the bios already
 * accepted, with the visitor's own words left out of those comparisons (answer-checker.ts). Every
 * refusal names its rule, for the log.
 */
import { type AnswerRule, createAnswerChecker } from "./answer-checker";
import type { BioRequest } from "./generation-options";
import { avoidShownToModel } from "./prompt";
import { judgeGeneratedBio, type VetRule, visitorFields } from "./vet-generated-bio";

export interface ModelBioRejection {
  /** The bio's place in the model's answer. */
  index: number;
  rule: VetRule | AnswerRule;
  /** What broke the rule (the invented link, the style's complaint), when there is one thing to say. */
  detail?: string;
}

export interface VettedModelAnswer {
  bios: string[];
  rejections: ModelBioRejection[];
}

/** At most `wanted` of the model's bios, in its order; the ones after those are not looked at. */
export function vetModelAnswer(
  raw: readonly string[],
  request: BioRequest,
  wanted: number = request.count,
): VettedModelAnswer {
  const checker = createAnswerChecker(avoidShownToModel(request), request.bioType, [], {
    given: visitorFields(request),
  });
  const bios: string[] = [];
  const rejections: ModelBioRejection[] = [];
  for (const [index, text] of raw.entries()) {
    if (bios.length >= wanted) break;
    const verdict = judgeGeneratedBio(text, request);
    if (verdict.rule) {
      rejections.push({ index, rule: verdict.rule, ...(verdict.detail ? { detail: verdict.detail } : {}) });
      continue;
    }
    const rule = checker.check(verdict.bio);
    if (rule) rejections.push({ index, rule });
    else bios.push(verdict.bio);
  }
  return { bios, rejections };
}

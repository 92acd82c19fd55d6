/**
 * Vetted as untrusted input, then checked against the shown history and accepted bios, the
 * visitor's own words left out. Every refusal names its rule.
 */
import { type AnswerRule, createAnswerChecker } from "./answer-checker";
import type { BioRequest } from "./generation-options";
import { avoidShownToModel } from "./prompt";
import { judgeGeneratedBio, type VetRule, visitorFields } from "./vet-generated-bio";

export interface ModelBioRejection {
  index: number;
  rule: VetRule | AnswerRule;
  /** When there is one thing to say. */
  detail?: string;
}

export interface VettedModelAnswer {
  bios: string[];
  rejections: ModelBioRejection[];
}

/** Bios after `wanted` are not looked at. */
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

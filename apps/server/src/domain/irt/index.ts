// Item response theory for the tryout's IRT score: calibration (2PL / Rasch by marginal maximum
// likelihood), EAP ability and the display scale. See docs/irt.md.
export {
  type AbilityEstimate,
  DISPLAY_SCALE,
  displayScore,
  displayStandardError,
  eapAbility,
} from './ability';
export {
  type CalibratedItem,
  type Calibration,
  type CalibrationOptions,
  calibrate,
  type IrtModel,
  type ItemFlag,
  MIN_RESPONSES_PER_ITEM,
} from './calibrate';
export type { ItemFit } from './fit';
export {
  type InformationPoint,
  type ItemParameters,
  informationCurve,
  probability,
  testInformation,
} from './model';
export type { ItemResponse, ResponseData } from './patterns';
export { DEFAULT_QUADRATURE_POINTS, MIN_QUADRATURE_POINTS, normalQuadrature } from './quadrature';
export { type DrawnAnswer, FULL_CREDIT, irtResponse } from './responses';
export {
  type DisplayScore,
  EXTREME_DIFFICULTY,
  LOW_DISCRIMINATION,
  overallScore,
  type ReviewedItem,
  reviewItem,
  scoringParameters,
  toDisplay,
} from './review';

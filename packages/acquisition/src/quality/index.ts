/** What other modules use of quality settings: the services, the shipped ids and the types. */
export { QualityService, type DecideRequest, type ProfileInput, type CustomFormatInput } from './quality.service.ts';
export { ReleaseRulesService, type RestrictionInput, type DelayProfileInput } from './release-rules.service.ts';
export { PROFILE_HD, PROFILE_4K, PROFILE_LOSSLESS_MUSIC, DEFAULT_DELAY_PROFILE_ID } from './quality-defaults.ts';
export { identifyQuality, qualityInfo, QUALITIES } from './quality-catalog.ts';
export type * from './quality.types.ts';

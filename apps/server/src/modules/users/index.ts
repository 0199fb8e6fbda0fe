// The users module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { type RequestOrigin, provisionUser } from './user-provisioning.ts';
export { type UserRow, toUser, userRowFromJson } from './user-shape.ts';
export { changeUser, findUser, recordSignIn } from './user.service.ts';
export { addProfileFeature, listProfileFeatures, removeProfileFeature } from './user-feature.service.ts';
export { findUserFeatureValue } from './user-features.repo.ts';
export { chosenLanguages, namedUser, userEmailOf, userNameOf, usersWithEmail } from './user-names.ts';
export { membersHolding, type NoticeRecipient, noticeRecipients } from './user-notices.ts';

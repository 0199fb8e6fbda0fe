// The speech module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { speechModule } from './speech.module.ts';
export { linkRecordingsToRemark, recordingsOfRemarks, removeRecordingFilesOf } from './speech.service.ts';
export { SPEECH_DISCARD_JOB } from './speech.service.ts';
export { discardUnlinkedRecording } from './speech-jobs.ts';

// Tables of the teacher booking page, courses, commitments, penalties and appeals, teaching pause, the teacher class page (000 §1-§9).
export {};

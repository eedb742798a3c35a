// Tables of the class logs: attendance, outcomes, no-show, technical problems, due logs.
export {};

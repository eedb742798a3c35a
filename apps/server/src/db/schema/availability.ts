// Tables of the teacher schedule, standard and exact availability, teaching-hour requests.
export {};

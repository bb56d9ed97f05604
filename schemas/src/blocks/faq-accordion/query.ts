export const FAQ_ACCORDION_PROJECTION = `heading, topic,
  "items": *[_type == "faq" && site._ref == ^.^.site._ref && topic == coalesce(^.topic, "general")] | order(order asc) { _id, question, answer }`;

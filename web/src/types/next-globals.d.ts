// Next augments fetch (RequestInit.next) and images; packages that type-check web sources load this.
/// <reference types="next" />
